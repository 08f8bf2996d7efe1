import { SanctionsUpdatesPage } from '@/domains/lists';
import { sanctionsUpdatesRoute } from './sanctions-updates';

/** The list-updates screen, loaded with its route. */
export function SanctionsUpdatesRoute() {
  const { version } = sanctionsUpdatesRoute.useSearch();
  return <SanctionsUpdatesPage versionId={version} />;
}
