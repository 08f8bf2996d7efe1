import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@sanctions/contracts';
import { buildUser } from '../factories';
import { signIn } from '../auth-test-support';

/** The shared real list files (tests and benchmarks only; product code never reads them). */
export const SHARED_DATA = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));

/** A temporary LISTS_DIR; `put` writes one file into a list's sub-folder, `clear` empties one. */
export async function createListsDir() {
  const dir = await mkdtemp(join(tmpdir(), 'lists-dir-'));
  return {
    dir,
    put: async (list: string, name: string, bytes: Uint8Array) => {
      await mkdir(join(dir, list), { recursive: true });
      await writeFile(join(dir, list, name), bytes);
    },
    clear: async (list: string) => {
      await rm(join(dir, list), { recursive: true, force: true });
      await mkdir(join(dir, list), { recursive: true });
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A signed-in user of that role: its access token. */
export async function tokenFor(app: FastifyInstance, role: Role): Promise<string> {
  const user = await buildUser(app.db, { role });
  return (await signIn(app, user.email, user.plainPassword)).accessToken;
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
