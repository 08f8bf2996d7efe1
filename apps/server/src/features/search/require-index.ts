import type { SanctionListFilter } from '@sanctions/contracts';
import { AppError } from '../../lib/app-error';
import type { ScreeningIndexSource } from './search-ports';

const LIST_LABELS = { ofac: 'OFAC', un: 'UN', eu: 'EU', uk: 'UK' } as const;

/**
 * The current index, or LIST_UNAVAILABLE: with no list loaded an empty result would read as
 * "safe to proceed", which is false assurance.
 */
export function requireIndex(source: ScreeningIndexSource, filter: SanctionListFilter) {
  const snapshot = source.current();
  if (snapshot === undefined || snapshot.index.size === 0 || snapshot.versions.length === 0) {
    throw new AppError(
      'LIST_UNAVAILABLE',
      'No sanctions list is loaded yet, so screening cannot run. An administrator must import the lists first.',
    );
  }
  if (filter !== 'all' && !snapshot.versions.some((v) => v.sanctionList === filter)) {
    throw new AppError(
      'LIST_UNAVAILABLE',
      `The ${LIST_LABELS[filter]} sanctions list is not loaded yet, so it cannot be screened.`,
    );
  }
  return snapshot;
}
