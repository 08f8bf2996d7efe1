import { availableParallelism } from 'node:os';

/** Most worker processes `SERVER_WORKERS=auto` starts, whatever the core count: each holds its own index. */
export const MAX_AUTO_WORKERS = 4;

/**
 * How many server processes to run. PGlite is a single-process database, so the embedded runtime always
 * runs one. With PostgreSQL, `auto` runs one per core (at most {@link MAX_AUTO_WORKERS}); the screening
 * engine is CPU-bound and one Node.js process uses one core.
 */
export function resolveWorkerCount(
  setting: number | 'auto',
  usesPostgres: boolean,
  cores: number = availableParallelism(),
): number {
  if (!usesPostgres) return 1;
  if (setting === 'auto') return Math.max(1, Math.min(cores, MAX_AUTO_WORKERS));
  return setting;
}
