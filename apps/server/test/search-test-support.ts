import { mkdtemp, rm, symlink, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sessionReplySchema } from '@sanctions/contracts';
import type { SearchRequestInput } from '@sanctions/contracts';
import type { DbOrTx } from '../src/db/client';
import { buildUser } from './factories';
import type { BuildUserOptions } from './factories';
import { SHARED_LISTS_DIR } from './shared-data';

/** The real official lists shipped for tests and benchmarks (never read by product code). */
export { SHARED_LISTS_DIR };

/** A temporary LISTS_DIR holding only the given regimes' official files (symlinked). */
export async function createListsDir(lists: readonly string[]) {
  const dir = await mkdtemp(join(tmpdir(), 'search-lists-'));
  await mkdir(dir, { recursive: true });
  for (const list of lists) await symlink(join(SHARED_LISTS_DIR, list), join(dir, list));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Creates a user and signs in through the real login route; returns the row and its access token. */
export async function createSignedInUser(
  app: FastifyInstance,
  db: DbOrTx,
  options: BuildUserOptions = {},
) {
  const user = await buildUser(db, options);
  /** Signs in again at the app clock's current time (access tokens are short-lived). */
  const signIn = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/auth-simple/login',
      payload: { email: user.email, password: user.plainPassword },
    });
    expect(response.statusCode, response.body).toBe(200);
    return sessionReplySchema.parse(response.json()).data.tokens.accessToken;
  };
  return { user, token: await signIn(), signIn };
}

/** Imports LISTS_DIR through the admin refresh route (which rebuilds the index) as a fresh super admin, then runs the jobs the activation queued. */
export async function importListsDir(app: FastifyInstance, db: DbOrTx): Promise<void> {
  const { token } = await createSignedInUser(app, db, { role: 'super_admin' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/admin/sanctions/refresh',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  // The route waited for the rebuild its activation started; a run that activated nothing (the same files
  // again) leaves this app's index as it was, which a new app has not built yet.
  if ((app.screeningIndex.current()?.index.size ?? 0) === 0) await app.screeningIndex.rebuild();
  expect(app.screeningIndex.current()?.index.size ?? 0).toBeGreaterThan(0);
  // The activation queued its follow-up jobs (monitoring re-screen, list.updated webhooks): run them now,
  // so a test that counts the jobs it starts finds only its own.
  while ((await app.jobs.runOnce()) > 0) {
    // a job may queue others
  }
}

/** POST /api/v2/search with a bearer token. */
export function postSearch(
  app: FastifyInstance,
  token: string | undefined,
  payload: SearchRequestInput | Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v2/search',
    headers: {
      'user-agent': 'search-test',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
}

/** GET/POST with a bearer token. */
export function callAs(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
}
