import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), tag: z.string(), when: z.number() })),
});

/** The drizzle-kit journal of the committed migrations (`meta/_journal.json`). */
export function readMigrationJournal(folder: string = resolveMigrationsFolder()) {
  return journalSchema.parse(
    JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')),
  );
}
