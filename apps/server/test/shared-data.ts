import { fileURLToPath } from 'node:url';

/** ../shared/data beside the repository root (tests and benchmarks only; product code never reads it). */
export const SHARED_DATA_DIR = fileURLToPath(new URL('../../../../shared/data', import.meta.url));
/** The real official lists shipped for tests and benchmarks. */
export const SHARED_LISTS_DIR = `${SHARED_DATA_DIR}/lists`;
/** The public evaluation pairs the screening benchmark scores. */
export const EVAL_PUBLIC_DIR = `${SHARED_DATA_DIR}/eval-public`;
