import type { SanctionList, SanctionListFilter } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import { indexLoadingError } from './index-loading-error';

const LIST_LABELS: Record<SanctionList, string> = {
  ofac: 'OFAC',
  un: 'UN',
  eu: 'EU',
  uk: 'UK',
  ca: 'Canadian',
  au: 'Australian',
  us_csl: 'US Consolidated Screening List',
  jp: 'Japanese',
};

/** What the check reads of the screening index: its current snapshot and whether lists are loading. */
export interface ServedIndex<S> {
  current(): S | undefined;
  /** `app.screeningIndex.isLoading()`; a source without it never loads (tests' fixed indexes). */
  isLoading?(): boolean;
}

interface SnapshotLike {
  index: { size: number };
  versions: readonly { sanctionList: string }[];
}

const NO_LIST_MESSAGE =
  'No sanctions list is loaded yet, so screening cannot run. An administrator must import the lists first.';

/**
 * The snapshot serving `filter`'s lists, or a refusal: 503 "loading" with Retry-After while the imported
 * lists are being indexed, LIST_UNAVAILABLE when they are really not imported (an empty result would read
 * as "safe to proceed", which is false assurance).
 */
export function requireServedLists<S extends SnapshotLike>(
  source: ServedIndex<S>,
  filter: SanctionListFilter,
  noListMessage: string = NO_LIST_MESSAGE,
): S {
  const snapshot = source.current();
  checkServedLists(
    {
      entryCount: snapshot?.index.size ?? 0,
      versions: snapshot?.versions ?? [],
      isLoading: source.isLoading?.() === true,
    },
    filter,
    noListMessage,
  );
  // checkServedLists refuses an empty index, so a snapshot is there.
  if (snapshot === undefined) throw new AppError('LIST_UNAVAILABLE', noListMessage);
  return snapshot;
}

/** The served index as the check reads it, wherever the index is held (ADR 033: this process or the primary). */
export interface ServedView {
  entryCount: number;
  versions: readonly { sanctionList: string }[];
  isLoading: boolean;
}

/** {@link requireServedLists} on the index's description: throws the same refusals, returns nothing. */
export function checkServedLists(
  view: ServedView,
  filter: SanctionListFilter,
  noListMessage: string = NO_LIST_MESSAGE,
): void {
  const { isLoading } = view;
  if (view.entryCount === 0 || view.versions.length === 0) {
    if (isLoading) throw indexLoadingError();
    throw new AppError('LIST_UNAVAILABLE', noListMessage);
  }
  if (filter === 'all' || view.versions.some((v) => v.sanctionList === filter)) return;
  if (isLoading) throw indexLoadingError();
  throw new AppError(
    'LIST_UNAVAILABLE',
    `The ${LIST_LABELS[filter]} sanctions list is not loaded yet, so it cannot be screened.`,
  );
}
