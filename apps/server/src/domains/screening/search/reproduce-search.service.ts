import { matchSchema } from '@sanctions/contracts';
import type { SearchReproduction, SessionUser } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../administration';
import type { Clock } from '../../../lib/clock';
import { diffMatches, isIdenticalResult } from '../engine/diff-matches';
import { toEngineQuery } from '../engine/to-engine-query';
import { toMatchDto } from '../engine/to-match-dto';
import { isSameVersionSet, toListVersionRefs } from './list-version-refs';
import { screenThroughIndex } from './require-index';
import { loadSearchEvidence } from './search-evidence.service';
import type { ScreeningIndexSource } from './search-ports';

export interface ReproduceDeps {
  db: DbOrTx;
  clock: Clock;
  index: ScreeningIndexSource;
}

/**
 * Re-runs a stored search on the current index with the stored query and engine options and compares the
 * matches field by field. Not a new screening: nothing is counted, but the check is audited.
 */
export async function reproduceSearch(
  deps: ReproduceDeps,
  viewer: SessionUser,
  id: string,
): Promise<SearchReproduction> {
  const { evidence, engineOptions } = await loadSearchEvidence(deps.db, viewer, id);
  const { outcome, versions } = await screenThroughIndex(
    deps.index,
    evidence.query.sanctionLists,
    toEngineQuery(evidence.query),
    engineOptions,
  );
  // Through the contract schema, as the stored evidence was read: only contract fields are compared.
  const current = outcome.matches.map((match) => matchSchema.parse(toMatchDto(match)));
  const listVersions = toListVersionRefs(versions, evidence.query.sanctionLists);
  const differences = diffMatches(evidence.result.matches, current);
  const identical = isIdenticalResult(evidence.result.matches, current, differences);

  const reproduction: SearchReproduction = {
    searchId: evidence.searchId,
    identical,
    sameAlgorithm: outcome.algorithm === evidence.algorithm,
    sameListVersions: isSameVersionSet(evidence.listVersions, listVersions),
    stored: {
      algorithm: evidence.algorithm,
      listVersions: evidence.listVersions,
      totalMatches: evidence.result.totalMatches,
    },
    current: { algorithm: outcome.algorithm, listVersions, totalMatches: outcome.totalMatches },
    differences,
  };
  await recordAudit(deps.db, {
    userId: viewer.id,
    organizationId: viewer.organizationId,
    action: 'search_reproduce',
    details: {
      searchId: evidence.searchId,
      identical,
      sameAlgorithm: reproduction.sameAlgorithm,
      sameListVersions: reproduction.sameListVersions,
    },
    at: deps.clock.now(),
  });
  return reproduction;
}
