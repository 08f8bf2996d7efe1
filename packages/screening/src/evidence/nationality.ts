import { EVIDENCE } from '../config';
import type { EvidenceExplanation } from '../types';
import { countryCode } from './countries';

/**
 * Nationality evidence (research 7.5): any overlap between the query country and the listed
 * nationalities agrees; known but disjoint countries conflict. Unrecognised values give no evidence.
 */
export function compareNationality(
  query: string | undefined,
  listed: readonly string[],
): EvidenceExplanation | undefined {
  if (query === undefined || query.trim() === '') return undefined;
  const queryCode = countryCode(query);
  if (queryCode === undefined) return undefined;
  const listedCodes = new Set<string>();
  for (const value of listed) {
    const code = countryCode(value);
    if (code !== undefined) listedCodes.add(code);
  }
  if (listedCodes.size === 0) return undefined;
  const listedValue = listed.join('; ');
  const detail = `query ${query.trim()} vs listed ${listedValue}`;
  const values = { queryValue: query.trim(), listedValue };
  if (listedCodes.has(queryCode))
    return {
      kind: 'nationality',
      outcome: 'agree',
      adjustment: EVIDENCE.nationalityAgree,
      detail,
      ...values,
    };
  return {
    kind: 'nationality',
    outcome: 'conflict',
    adjustment: EVIDENCE.nationalityConflict,
    detail,
    ...values,
  };
}
