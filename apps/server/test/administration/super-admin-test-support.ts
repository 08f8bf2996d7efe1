import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionReplySchema } from '@sanctions/contracts';
import type { Role, SessionUser } from '@sanctions/contracts';
import type { DbOrTx } from '../../src/db/client';
import { searchRequests, userUsageStats } from '../../src/db/schema/search';
import { buildUser } from '../factories';
import type { BuildUserOptions, UserRow } from '../factories';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function postLogin(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v2/auth-simple/login',
    payload: { email, password },
  });
}

export interface SignedIn {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  user: SessionUser;
  row: UserRow;
}

/** Signs in with the password and returns the session, failing the test when the sign-in fails. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ accessToken: string; user: SessionUser }> {
  const response = await postLogin(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const reply = sessionReplySchema.parse(response.json());
  return { accessToken: reply.data.tokens.accessToken, user: reply.data.user };
}

/** A new account of that role, signed in. */
export async function signedInAs(
  app: FastifyInstance,
  db: DbOrTx,
  role: Role,
  options: BuildUserOptions = {},
): Promise<SignedIn> {
  const row = await buildUser(db, { ...options, role });
  const session = await signIn(app, row.email, row.plainPassword);
  return { id: row.id, email: row.email, password: row.plainPassword, row, ...session };
}

/** Calls the API with a bearer token (none when undefined) and a JSON body when given. */
export function callAs(
  app: FastifyInstance,
  accessToken: string | undefined,
  method: Method,
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

export interface SeededSearch {
  userId: string | null;
  at: Date;
  firstName?: string;
  lastName?: string;
  arabicName?: string;
  nationality?: string | null;
  matchesFound?: number;
  /** Milliseconds. */
  searchTime?: number;
}

/** Inserts stored screenings as the search feature writes them (no evidence session). */
export async function seedSearches(db: DbOrTx, searches: readonly SeededSearch[]) {
  if (searches.length === 0) return [];
  return db
    .insert(searchRequests)
    .values(
      searches.map((search) => ({
        userId: search.userId,
        firstName: search.firstName ?? '',
        lastName: search.lastName ?? '',
        arabicName: search.arabicName ?? '',
        nationality: search.nationality ?? null,
        searchType: 'fuzzy',
        sanctionLists: 'all',
        matchesFound: search.matchesFound ?? 0,
        searchTime: search.searchTime ?? 0,
        createdAt: search.at,
      })),
    )
    .returning();
}

/** Sets a user's daily usage counter rows (`YYYY-MM-DD` -> searches). */
export async function seedUsage(db: DbOrTx, userId: string, days: Record<string, number>) {
  await db
    .insert(userUsageStats)
    .values(Object.entries(days).map(([date, searchCount]) => ({ userId, date, searchCount })));
}

/** Every route of the console, with a body where it needs one. */
export function consoleRoutes(
  targetId: string,
): readonly [Method, string, Record<string, unknown>?][] {
  return [
    ['GET', '/api/v2/super-admin/live-stats'],
    ['GET', '/api/v2/super-admin/search-history'],
    ['GET', '/api/v2/super-admin/users'],
    ['GET', `/api/v2/super-admin/users/${targetId}/usage`],
    ['GET', `/api/v2/super-admin/users/${targetId}/details`],
    ['GET', `/api/v2/super-admin/users/${targetId}/password-history`],
    ['PUT', `/api/v2/super-admin/users/${targetId}`, { firstName: 'Changed' }],
    ['DELETE', `/api/v2/super-admin/users/${targetId}`],
    ['POST', `/api/v2/super-admin/users/${targetId}/reset-password`, {}],
    ['POST', `/api/v2/super-admin/users/${targetId}/force-password-change`, {}],
    ['POST', '/api/v2/super-admin/users/batch-reset-passwords', { userIds: [targetId] }],
  ];
}
