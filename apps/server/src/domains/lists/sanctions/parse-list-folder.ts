import { parseListFiles } from '@sanctions/lists';
import type { ParsedPublication } from '@sanctions/lists';
import type { ListEntity } from '@sanctions/screening';
import { readListFolder } from './read-list-folder';

export interface ListFolderContent {
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
 * Reads a list folder with the import's reader and parses it in this thread: for the command-line
 * screener and the benchmarks, which hold the lists in memory instead of importing them. Throws the
 * reader's ListFolderError when the folder is missing or holds no list sub-folder.
 */
export async function parseListFolder(dir: string): Promise<ListFolderContent> {
  const { publications, errors, ignored } = parseListFiles(await readListFolder(dir));
  return { publications, errors, ignored, entities: publications.flatMap((p) => p.entities) };
}
