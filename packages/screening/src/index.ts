/**
 * @sanctions/screening: the pure, deterministic name-matching engine.
 * See docs/decisions/002-matching-algorithm.md for the algorithm and its constants.
 */
export type * from './model/list-entity';
export type {
  EvidenceExplanation,
  MatchStatus,
  MatchType,
  QueryNameSource,
  RiskLevel,
  RiskThresholds,
  ScreeningIndex,
  ScreeningMatch,
  ScreeningOptions,
  ScreeningOutcome,
  ScreeningQuery,
  SearchType,
  TokenExplanation,
  TokenRule,
} from './types';
export {
  ALGORITHM_VERSION,
  DEFAULT_MAX_RESULTS,
  DEFAULT_MIN_CONFIDENCE,
  DEFAULT_RISK_THRESHOLDS,
  MAX_EVIDENCE_POINTS,
} from './config';
export { buildScreeningIndex, buildScreeningIndexInSlices } from './index/build-index';
export { BoundedCache } from './index/bounded-cache';
/** Issue 26: a built index as plain data and back (the server's on-disk snapshot). */
export { restoreScreeningIndex, screeningIndexState } from './index/index-state';
export { screen } from './screen';
export { normalizeName } from './normalize/normalize-name';
/** Country written as code, English or Arabic name or demonym -> ISO alpha-2 (the served lists' coverage). */
export { countryCode } from './evidence/countries';
/** R4.20: the sourced short-given-name tables (normalize/data/PROVENANCE.md), for the bench's deck. */
export {
  NICKNAMES_CSV_SHORT_NAMES,
  WIKTIONARY_SHORT_NAMES,
} from './normalize/data/short-names.generated';
