import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionReplySchema } from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';
import type { DbOrTx } from '../../src/db/client';
import { listVersions, sanctionEntries } from '../../src/db/schema/sanctions';
import { buildUser } from '../factories';
import type { BuildUserOptions } from '../factories';

/** A new account of that role signed in through the login route; returns its id and access token. */
export async function signInAs(
  app: FastifyInstance,
  db: DbOrTx,
  role: Role,
  options: BuildUserOptions = {},
) {
  const user = await buildUser(db, { ...options, role });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/auth-simple/login',
    payload: { email: user.email, password: user.plainPassword },
  });
  return { id: user.id, token: sessionReplySchema.parse(response.json()).data.tokens.accessToken };
}

export function getAnalytics(
  app: FastifyInstance,
  token: string | undefined,
  query = '',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/v2/admin/analytics${query}`,
    headers: {
      'user-agent': 'analytics-browser/1.0',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
  });
}

/** One list version of a publication, with one entry when `entry` is set; returns the entry's id. */
export async function insertListVersion(
  db: DbOrTx,
  version: Pick<typeof listVersions.$inferInsert, 'sanctionList' | 'listSource' | 'status'> &
    Partial<typeof listVersions.$inferInsert>,
  entry?: { sourceId: string; fullName: string },
): Promise<string | null> {
  const [row] = await db
    .insert(listVersions)
    .values({ format: 'test', triggeredBy: 'cli', ...version })
    .returning({ id: listVersions.id });
  if (!row) throw new Error('insertListVersion: no row');
  if (!entry) return null;
  const [inserted] = await db
    .insert(sanctionEntries)
    .values({
      listVersionId: row.id,
      sanctionList: version.sanctionList,
      listSource: version.listSource,
      sourceId: entry.sourceId,
      fullName: entry.fullName,
      contentHash: entry.sourceId,
      data: {
        sanctionList: version.sanctionList,
        listSource: version.listSource,
        sourceId: entry.sourceId,
        type: 'individual',
        names: [{ full: entry.fullName, kind: 'primary', script: 'latin' }],
        birthDates: [],
        birthPlaces: [],
        nationalities: [],
        addresses: [],
        documents: [],
        programmes: [],
        titles: [],
        isActive: true,
      },
    })
    .returning({ id: sanctionEntries.id });
  return inserted?.id ?? null;
}
