import type { Match, SubjectType } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { clearanceKeyOf, findClearances } from './find-clearances';
import type { StandingClearance } from './find-clearances';
import type { MonitoringScope } from './monitoring-scope';
import { subjectKeyOf } from './subject-key';
import type { SubjectKeyFields } from './subject-key';

/** Search fields of a single search or a bulk row; its type is unknown unless the row states it. */
export type ScreenedFields = Omit<SubjectKeyFields, 'subjectType'> & {
  subjectType?: SubjectType | undefined;
};

/** The subject keys the fields may stand for: both types when the search did not say which. */
export function subjectKeysOf(fields: ScreenedFields): string[] {
  const types: SubjectType[] = fields.subjectType
    ? [fields.subjectType]
    : ['person', 'organization'];
  return types.map((subjectType) => subjectKeyOf({ ...fields, subjectType }));
}

/**
 * Marks the matches whose entry was cleared for this very subject (same subject key, caller's scope,
 * entry unchanged, clearance neither revoked nor expired at `now`) with `clearedBefore`; every match stays in the result (ADR 019). One query for all
 * the screenings given.
 */
export async function markClearedMatches(
  db: DbOrTx,
  scope: MonitoringScope,
  screenings: readonly { fields: ScreenedFields; matches: Match[] }[],
  now: Date,
): Promise<Match[][]> {
  const keysOf = screenings.map((s) => subjectKeysOf(s.fields));
  if (screenings.every((s) => s.matches.length === 0)) return screenings.map((s) => s.matches);
  const clearances = await findClearances(
    db,
    { scope, subjectKeys: [...new Set(keysOf.flat())] },
    now,
  );
  if (clearances.length === 0) return screenings.map((s) => s.matches);
  const byKey = new Map<string, Map<string, StandingClearance>>();
  for (const clearance of clearances) {
    const forKey = byKey.get(clearance.subjectKey) ?? new Map<string, StandingClearance>();
    forKey.set(clearanceKeyOf(clearance.sanctionList, clearance.sourceId), clearance);
    byKey.set(clearance.subjectKey, forKey);
  }
  return screenings.map((screening, i) =>
    screening.matches.map((match) => {
      const pair = clearanceKeyOf(match.sanctionEntry.sanctionList, match.sanctionEntry.sourceId);
      const cleared = (keysOf[i] ?? [])
        .map((key) => byKey.get(key)?.get(pair))
        .find((c) => c !== undefined);
      if (cleared === undefined) return match;
      return {
        ...match,
        clearedBefore: {
          alertId: cleared.alertId,
          decisionId: cleared.decisionId,
          clearedAt: cleared.clearedAt.toISOString(),
        },
      };
    }),
  );
}
