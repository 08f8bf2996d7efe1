import { useState } from 'react';
import { DecideHitButton } from '@/domains/cases';
import {
  ExportTemplateMenuItems,
  ExportTemplatesDialog,
  MatchFeedbackControls,
  SaveSearchButton,
  SavedSearchesPanel,
  SearchPage,
  useReportExporter,
} from '@/domains/screening';
import { ListFreshnessIndicator, useMissingLists, useServedLists } from '@/domains/lists';

/**
 * /sanctions-screening and /dashboard: the search screen with the export, export-template, saved-search
 * and match-feedback features, and "decide this hit" of the case review (ADR 024).
 */
export function ScreeningPage() {
  const exporter = useReportExporter();
  const [managingTemplates, setManagingTemplates] = useState(false);
  const missingLists = useMissingLists();
  const servedLists = useServedLists();
  return (
    <>
      {/* The dates of the lists a search runs against, above the form so stale data is seen before screening. */}
      <div className="mx-auto w-full max-w-7xl px-4 pt-6 empty:hidden">
        <ListFreshnessIndicator variant="panel" />
      </div>
      <SearchPage
        exporter={exporter}
        missingLists={missingLists}
        servedLists={servedLists}
        renderSavedSearches={(run) => <SavedSearchesPanel onRun={run} />}
        renderSaveSearch={(getQuery) => <SaveSearchButton getQuery={getQuery} />}
        renderExportItems={(outcome) => (
          <ExportTemplateMenuItems
            outcome={outcome}
            actions={exporter}
            onManage={() => setManagingTemplates(true)}
          />
        )}
        renderMatchFeedback={({ searchId, matchIndex, match, withDetails }) => (
          <>
            <MatchFeedbackControls
              searchId={searchId}
              matchIndex={matchIndex}
              name={match.sanctionEntry.fullName}
              withDetails={withDetails}
            />
            <DecideHitButton
              hit={{
                searchId,
                sanctionList: match.sanctionEntry.sanctionList,
                sourceId: match.sanctionEntry.sourceId,
                name: match.sanctionEntry.fullName,
              }}
            />
          </>
        )}
        renderWatchlistAction={(searchId, match) => (
          <DecideHitButton
            hit={{
              searchId,
              watchlistId: match.watchlist.id,
              entryId: match.entry.id,
              name: match.entry.name,
            }}
          />
        )}
      />
      <ExportTemplatesDialog open={managingTemplates} onOpenChange={setManagingTemplates} />
    </>
  );
}
