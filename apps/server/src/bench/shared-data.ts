import { fileURLToPath } from 'node:url';

/** ../shared/data beside the repository root (tests and benchmarks only; product code never reads it). */
export const SHARED_DATA_DIR = fileURLToPath(
  new URL('../../../../../shared/data', import.meta.url),
);
export const SHARED_LISTS_DIR = `${SHARED_DATA_DIR}/lists`;
export const EVAL_PUBLIC_DIR = `${SHARED_DATA_DIR}/eval-public`;
