import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LIST_SOURCES_ALL } from '@sanctions/contracts';
import type { ListId } from '@sanctions/screening';
import { MAX_LIST_FILE_BYTES } from './download-file';
import type { SourcedFile } from './sourced-file';

/** The list folder is absent or is not laid out like LISTS_DIR; the message says which and where. */
export class ListFolderError extends Error {
  override name = 'ListFolderError';
}

/**
 * The one reader of a folder laid out like LISTS_DIR (`ofac/`, `un/`, `eu/`, `uk/`, and the PEP sources' `pep_us_congress/`, `pep_ftm/`, each holding the official
 * files under their official names), for the import runs, the command-line screener and the benchmarks.
 * A missing sub-folder contributes nothing (that list stays untouched). A missing folder, or one with none
 * of the sub-folders, is a ListFolderError: it is almost certainly a wrong path or a download store that was
 * never filled, and an empty result would read as "the lists are empty".
 */
export async function readListFolder(
  dir: string,
  lists: readonly ListId[] = LIST_SOURCES_ALL,
): Promise<SourcedFile[]> {
  const entries = await readdirOrNull(dir);
  if (entries === null) {
    throw new ListFolderError(
      `the list folder ${dir} does not exist (it should hold the sub-folders ${LIST_SOURCES_ALL.join(', ')})`,
    );
  }
  const topLevel = entries.map((entry) => entry.name);
  if (!LIST_SOURCES_ALL.some((folder) => topLevel.includes(folder))) {
    throw new ListFolderError(
      `the list folder ${dir} holds none of the sub-folders ${LIST_SOURCES_ALL.join(', ')}`,
    );
  }
  const files: SourcedFile[] = [];
  for (const sanctionList of lists) {
    const folder = join(dir, sanctionList);
    for (const name of (await listFiles(folder)).sort()) {
      const path = `${sanctionList}/${name}`;
      const { size } = await stat(join(folder, name));
      if (size > MAX_LIST_FILE_BYTES) {
        // Never read into memory: the publication fails with the reason, the other lists go on.
        const refusal = `${path}: the file is ${megabytes(size)} MB, larger than the ${megabytes(MAX_LIST_FILE_BYTES)} MB a list file may be`;
        files.push({ name, bytes: new Uint8Array(0), path, sanctionList, refusal });
        continue;
      }
      const bytes = new Uint8Array(await readFile(join(folder, name)));
      files.push({ name, bytes, path, sanctionList });
    }
  }
  return files;
}

async function listFiles(folder: string): Promise<string[]> {
  // Dot files are editor and OS leftovers; `.part` files are downloads in progress.
  return ((await readdirOrNull(folder)) ?? [])
    .filter(
      (entry) => entry.isFile() && !entry.name.startsWith('.') && !entry.name.endsWith('.part'),
    )
    .map((entry) => entry.name);
}

/** A folder's entries, or null when the folder does not exist. */
async function readdirOrNull(path: string) {
  try {
    return await readdir(path, { withFileTypes: true });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}

function megabytes(bytes: number): string {
  return Math.ceil(bytes / 1024 / 1024).toLocaleString('en-US');
}
