import { UK_FCDO_LIST_SOURCE, UK_OFSI_LIST_SOURCE } from '@sanctions/lists';
import type { DbOrTx } from '../../../db/client';
import { findActiveVersions } from './sanctions.queries';
import type { ListVersionRow } from './sanctions.queries';

type VersionDates = Pick<ListVersionRow, 'listSource' | 'publishedAt' | 'importedAt'>;

/**
 * The active versions that are screened (ADR 043). OFSI retired its Consolidated List for the FCDO UK
 * Sanctions List, which carries every UK designation: when both publications have an active version,
 * only the newer edition is served (on a tie, or when a date is unknown, the FCDO one), so a person on
 * both is not answered twice. Every other publication is served as it is.
 */
export function dropSupersededVersions<T extends VersionDates>(versions: readonly T[]): T[] {
  const ofsi = versions.find((version) => version.listSource === UK_OFSI_LIST_SOURCE);
  const fcdo = versions.find((version) => version.listSource === UK_FCDO_LIST_SOURCE);
  if (ofsi === undefined || fcdo === undefined) return [...versions];
  const loser = editionTime(ofsi) > editionTime(fcdo) ? fcdo : ofsi;
  return versions.filter((version) => version !== loser);
}

/** Every active version that screening serves: the index, party groups, freshness and coverage read these. */
export async function findServedVersions(db: DbOrTx): Promise<ListVersionRow[]> {
  return dropSupersededVersions(await findActiveVersions(db));
}

/** The edition's own date when the file has one (OFSI's "Last Updated", FCDO's DateGenerated), else its import. */
function editionTime(version: VersionDates): number {
  return (version.publishedAt ?? version.importedAt)?.getTime() ?? 0;
}
