import { VersionChangesView } from './version-changes-view';
import { VersionsView } from './versions-view';

/** /sanctions/updates: the list versions, and `?version=` one version's changes (issue 14). */
export function SanctionsUpdatesPage({ versionId }: { versionId: string | undefined }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      {versionId ? <VersionChangesView key={versionId} versionId={versionId} /> : <VersionsView />}
    </div>
  );
}
