import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const packageSchema = z.object({ name: z.string(), version: z.string() });

/**
 * Version of `@sanctions/server`, read from its package.json above this module (works from `src/` and
 * from the `dist/` bundle). 'unknown' if it cannot be found, which must not stop the server.
 */
export function readAppVersion(fromUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(fromUrl));
  for (let depth = 0; depth < 5; depth += 1) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const parsed = packageSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (parsed.success && parsed.data.name === '@sanctions/server') return parsed.data.version;
    }
    dir = dirname(dir);
  }
  return 'unknown';
}
