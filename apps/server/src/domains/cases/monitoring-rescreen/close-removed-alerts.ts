import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { isSanctionList } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { monitoringAlerts } from '../../../db/schema/monitoring';
import { appendAlertEvents } from '../monitoring/append-alert-event';
import type { AlertEventInput } from '../monitoring/append-alert-event';
import { personName } from '../monitoring-alerts/alert-view';
import type { ListVersionRow } from './version-delta';

export const ENTRY_REMOVED_NOTE = 'The listed entry was removed from its list.';
export const WATCHLIST_DELETED_NOTE = 'The watchlist was deleted by the organisation.';

const SOURCE_IDS_PER_STATEMENT = 1_000;

type AlertActor = NonNullable<AlertEventInput['actor']>;

/**
 * Closes the undecided alerts (open, escalated, proposed) of entries the version no longer lists, with a
 * note and a `closed` event: nobody has to decide about a party that is not designated any more.
 * Answers how many it closed; a second run finds none left to close.
 */
export async function closeRemovedEntryAlerts(
  tx: DbOrTx,
  version: ListVersionRow,
  removedSourceIds: readonly string[],
  now: Date,
): Promise<number> {
  // Monitoring raises alerts on sanctions lists only: a PEP source's removals close none.
  const sanctionList = version.sanctionList;
  if (!isSanctionList(sanctionList)) return 0;
  return closeAlertsOfRemoved(
    tx,
    and(
      eq(monitoringAlerts.sanctionList, sanctionList),
      eq(monitoringAlerts.listSource, version.listSource),
    ),
    removedSourceIds,
    { listVersionId: version.id },
    now,
  );
}

/**
 * Closes the undecided alerts of watchlist rows a new version of the organisation's watchlist no longer
 * has (ADR 042), as removed official entries are closed. The source ids name the watchlist, so no other
 * list's alerts are touched.
 */
export function closeRemovedWatchlistAlerts(
  tx: DbOrTx,
  watchlistVersionId: string,
  removedSourceIds: readonly string[],
  now: Date,
): Promise<number> {
  return closeAlertsOfRemoved(
    tx,
    eq(monitoringAlerts.kind, 'watchlist'),
    removedSourceIds,
    { watchlistVersionId },
    now,
  );
}

/**
 * Closes the undecided alerts of an organisation's watchlist that is being deleted (ADR 042, addendum), in
 * the deleting transaction: nobody is left deciding about a row of a list that no longer exists. The
 * `closed` event is the deleter's act (its actor, as a decision's is the maker's), and its details name the
 * watchlist and who deleted it; decided alerts stay as they are.
 */
export function closeDeletedWatchlistAlerts(
  tx: DbOrTx,
  watchlist: { id: string; name: string },
  deletedBy: { id: string; firstName: string; lastName: string },
  now: Date,
): Promise<number> {
  return closeUndecided(tx, eq(monitoringAlerts.watchlistId, watchlist.id), {
    note: WATCHLIST_DELETED_NOTE,
    actor: { id: deletedBy.id, name: personName(deletedBy) },
    details: {
      reason: 'watchlist_deleted',
      watchlistId: watchlist.id,
      watchlistName: watchlist.name,
      deletedBy: deletedBy.id,
    },
    now,
  });
}

/** The closing itself, for the alerts of `list` whose source ids were removed, in statements of 1,000 ids. */
async function closeAlertsOfRemoved(
  tx: DbOrTx,
  list: SQL | undefined,
  removedSourceIds: readonly string[],
  version: { listVersionId: string } | { watchlistVersionId: string },
  now: Date,
): Promise<number> {
  let closed = 0;
  for (let start = 0; start < removedSourceIds.length; start += SOURCE_IDS_PER_STATEMENT)
    closed += await closeUndecided(
      tx,
      and(
        list,
        inArray(
          monitoringAlerts.sourceId,
          removedSourceIds.slice(start, start + SOURCE_IDS_PER_STATEMENT),
        ),
      ),
      {
        note: ENTRY_REMOVED_NOTE,
        actor: null,
        details: { reason: 'entry_removed', ...version },
        now,
      },
    );
  return closed;
}

/**
 * Closes the undecided alerts `which` selects, each with the note and a `closed` event by `actor` (null:
 * the system, as for a list's removals).
 */
async function closeUndecided(
  tx: DbOrTx,
  which: SQL | undefined,
  closing: { note: string; actor: AlertActor | null; details: Record<string, unknown>; now: Date },
): Promise<number> {
  const rows = await tx
    .update(monitoringAlerts)
    .set({
      status: 'closed',
      closedAt: closing.now,
      closedNote: closing.note,
      version: sql`${monitoringAlerts.version} + 1`,
      updatedAt: closing.now,
    })
    .where(and(which, inArray(monitoringAlerts.status, ['open', 'escalated', 'proposed'])))
    .returning({ id: monitoringAlerts.id });
  await appendAlertEvents(
    tx,
    rows.map((row) => ({
      alertId: row.id,
      kind: 'closed' as const,
      actor: closing.actor,
      text: closing.note,
      details: closing.details,
      at: closing.now,
    })),
  );
  return rows.length;
}
