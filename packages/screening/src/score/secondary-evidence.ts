import { EVIDENCE } from '../config';
import { compareDateOfBirth } from '../evidence/date-of-birth';
import { compareNationality } from '../evidence/nationality';
import type { AnyListEntity } from '../model/list-entity';
import type { EvidenceExplanation, ScreeningQuery } from '../types';

export interface SecondaryEvidence {
  readonly evidence: EvidenceExplanation[];
  /** Total adjustment on the 0..1 scale after the caps. */
  readonly adjustment: number;
  /** Number of agreeing attributes (tie-break). */
  readonly corroboration: number;
}

/**
 * Date of birth and nationality adjust the name score (research 7.5). Positive adjustments are
 * capped and only count on top of a name score that is already substantial, so evidence never
 * creates a hit alone; negative adjustments always count.
 */
export function secondaryEvidence(
  query: ScreeningQuery,
  entity: AnyListEntity,
  nameScore: number,
): SecondaryEvidence {
  const evidence: EvidenceExplanation[] = [];
  const dob = compareDateOfBirth(query.dateOfBirth, entity.birthDates);
  if (dob !== undefined) evidence.push(dob);
  const nationality = compareNationality(query.nationality, entity.nationalities);
  if (nationality !== undefined) evidence.push(nationality);
  let positive = 0;
  let negative = 0;
  let corroboration = 0;
  for (const item of evidence) {
    if (item.adjustment > 0) positive += item.adjustment;
    else negative += item.adjustment;
    if (item.outcome === 'agree') corroboration += 1;
  }
  const allowedPositive =
    nameScore >= EVIDENCE.positiveMinNameScore ? Math.min(positive, EVIDENCE.maxPositive) : 0;
  // Report what was actually applied: a capped or withheld bonus shows as such in the explanation.
  const scale = positive > 0 ? allowedPositive / positive : 1;
  const applied = evidence.map((item) =>
    item.adjustment > 0 && scale < 1
      ? { ...item, adjustment: Math.round(item.adjustment * scale * 1000) / 1000 }
      : item,
  );
  return { evidence: applied, adjustment: allowedPositive + negative, corroboration };
}
