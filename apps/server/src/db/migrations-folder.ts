import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds `apps/server/drizzle` from wherever this code runs: `src/db/` under tsx and vitest,
 * `dist/` in the esbuild bundle. The generated SQL is read at runtime, never bundled.
 */
export function resolveMigrationsFolder(fromUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(fromUrl));
  for (let depth = 0; depth < 4; depth += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(
    `Database migrations not found above ${fileURLToPath(fromUrl)} (expected apps/server/drizzle)`,
  );
}
