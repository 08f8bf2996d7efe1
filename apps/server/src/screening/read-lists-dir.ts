import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseListFiles } from '@sanctions/lists';
import type { ListFile, ParsedPublication } from '@sanctions/lists';
import type { ListEntity, SanctionListId } from '@sanctions/screening';

/** Sub-folders of a LISTS_DIR, one per regime, holding the official files under their official names. */
export const LISTS_DIR_FOLDERS: readonly SanctionListId[] = ['ofac', 'un', 'eu', 'uk'];

export interface ListsDirContent {
  /** Every publication recognised in the folder. */
  publications: ParsedPublication[];
  /** Files that could not be parsed, with the reason (the other files are still used). */
  errors: { file: string; message: string }[];
  /** Files that are not list publications. */
  ignored: string[];
  /** All entities of all publications, in folder order. */
  entities: ListEntity[];
}

/**
 * Reads the files of a LISTS_DIR folder (`ofac/`, `un/`, `eu/`, `uk/`; a missing sub-folder is skipped).
 * Files keep their base names: the parsers group OFAC CSV sets by their official names (`sdn.csv`, `alt.csv`...).
 */
export async function readListFiles(dir: string): Promise<ListFile[]> {
  const files: ListFile[] = [];
  for (const folder of LISTS_DIR_FOLDERS) {
    const folderPath = join(dir, folder);
    const names = await readdirIfExists(folderPath);
    for (const name of names.sort()) {
      const bytes = await readFile(join(folderPath, name));
      files.push({ name, bytes: new Uint8Array(bytes) });
    }
  }
  return files;
}

/** Reads and parses a LISTS_DIR folder. Throws only when the folder itself cannot be read. */
export async function readListsDir(dir: string): Promise<ListsDirContent> {
  const topLevel = await readdir(dir);
  if (!topLevel.some((name) => LISTS_DIR_FOLDERS.some((folder) => folder === name))) {
    throw new Error(`${dir} has none of the sub-folders ${LISTS_DIR_FOLDERS.join(', ')}`);
  }
  const files = await readListFiles(dir);
  const { publications, errors, ignored } = parseListFiles(files);
  return { publications, errors, ignored, entities: publications.flatMap((p) => p.entities) };
}

async function readdirIfExists(path: string): Promise<string[]> {
  try {
    const entries = await readdir(path, { withFileTypes: true });
    return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name);
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
