import { readdir } from 'node:fs/promises';
import { SANCTION_LISTS, isSanctionList } from '@sanctions/contracts';
import type { SanctionList } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { listVersions } from '../../../db/schema/sanctions';
import { OFFICIAL_LIST_SOURCES } from './list-sources';

export interface ListSourcesConfig {
  /** LISTS_DIR, when set. */
  listsDir: string | undefined;
  /** LIST_DOWNLOAD_ENABLED. */
  isDownloadEnabled: boolean;
}

/**
 * The lists an installation screens, in list order: the lists it downloads, the lists its LISTS_DIR has a
 * sub-folder for, and every list it has a version of (active, superseded or failed). A list outside them
 * (Japan where nobody uploads the MOF workbook) is not offered, so it is not reported as missing either.
 */
export async function findExpectedLists(
  db: DbOrTx,
  config: ListSourcesConfig,
): Promise<SanctionList[]> {
  const expected = new Set<SanctionList>();
  if (config.isDownloadEnabled) {
    // PEP sources are downloaded too, but freshness speaks of sanctions lists only.
    for (const source of OFFICIAL_LIST_SOURCES) {
      if (isSanctionList(source.sanctionList)) expected.add(source.sanctionList);
    }
  }
  if (config.listsDir !== undefined) {
    for (const folder of await listFolders(config.listsDir)) {
      const list = SANCTION_LISTS.find((id) => id === folder);
      if (list) expected.add(list);
    }
  }
  const imported = await db
    .selectDistinct({ sanctionList: listVersions.sanctionList })
    .from(listVersions);
  for (const row of imported) if (isSanctionList(row.sanctionList)) expected.add(row.sanctionList);
  return SANCTION_LISTS.filter((list) => expected.has(list));
}

async function listFolders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    // A symbolic link to a list's folder (the tests' shared lists) counts as the folder.
    return entries
      .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
      .map((entry) => entry.name);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}
