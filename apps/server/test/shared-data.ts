import { fileURLToPath } from 'node:url';
import type { ListEntity } from '@sanctions/screening';
import { parseListFolder } from '../src/domains/lists/sanctions/parse-list-folder';

/** ../shared/data beside the repository root (tests and benchmarks only; product code never reads it). */
export const SHARED_DATA_DIR = fileURLToPath(new URL('../../../../shared/data', import.meta.url));
/** The real official lists shipped for tests and benchmarks. */
export const SHARED_LISTS_DIR = `${SHARED_DATA_DIR}/lists`;
/** The public evaluation pairs the screening benchmark scores. */
export const EVAL_PUBLIC_DIR = `${SHARED_DATA_DIR}/eval-public`;

/** Every entity of the real lists, parsed in this thread (tests that screen against the whole lists). */
export async function sharedListEntities(): Promise<ListEntity[]> {
  return (await parseListFolder(SHARED_LISTS_DIR)).entities;
}
