import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SANCTION_LISTS } from '@sanctions/contracts';
import type { SanctionListId } from '@sanctions/screening';
import type { SourcedFile } from './sourced-file';

/**
 * Reads a folder laid out like LISTS_DIR: `ofac/`, `un/`, `eu/`, `uk/`, each holding the official files under
 * their official names. A missing sub-folder contributes nothing (that list stays untouched); a folder with
 * none of them is an error, since it is almost certainly the wrong path.
 */
export async function readListFolder(
  dir: string,
  lists: readonly SanctionListId[] = SANCTION_LISTS,
): Promise<SourcedFile[]> {
  const topLevel = await readdir(dir);
  if (!SANCTION_LISTS.some((folder) => topLevel.includes(folder))) {
    throw new Error(`${dir} holds none of the sub-folders ${SANCTION_LISTS.join(', ')}`);
  }
  const files: SourcedFile[] = [];
  for (const sanctionList of lists) {
    const folder = join(dir, sanctionList);
    for (const name of (await listFiles(folder)).sort()) {
      const bytes = new Uint8Array(await readFile(join(folder, name)));
      files.push({ name, bytes, path: `${sanctionList}/${name}`, sanctionList });
    }
  }
  return files;
}

async function listFiles(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    // Dot files are editor and OS leftovers; `.part` files are downloads in progress.
    return entries
      .filter(
        (entry) => entry.isFile() && !entry.name.startsWith('.') && !entry.name.endsWith('.part'),
      )
      .map((entry) => entry.name);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}
