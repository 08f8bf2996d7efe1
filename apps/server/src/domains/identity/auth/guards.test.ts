import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLES } from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import { testEnv } from '../../../../test/build-app';
import { buildOrganization, buildUser } from '../../../../test/factories';
import { buildApp } from '../../../app';
import { users } from '../../../db/schema/users';
import { foundOrNotFound, scopeToOrganization } from '../../../plugins/auth';
import { signIn } from '../../../../test/auth-test-support';

/** Routes that exist only in this test, guarded exactly as feature routes are. */
function registerGuardedTestRoutes(app: FastifyInstance) {
  app.get('/api/test/moderator', { preHandler: app.requireRole('moderator') }, async () => ({
    success: true,
  }));
  app.get('/api/test/admin', { preHandler: app.requireRole('admin') }, async () => ({
    success: true,
  }));
  app.get('/api/test/super-admin', { preHandler: app.requireRole('super_admin') }, async () => ({
    success: true,
  }));
  app.get(
    '/api/test/delete-users',
    { preHandler: app.requirePermission('users:delete') },
    async () => ({ success: true }),
  );
  app.get('/api/test/unguarded-user', async (request) => ({ id: request.user.id }));
  app.get('/api/test/members/:id', { preHandler: app.authenticate }, async (request) => {
    const { id } = z.object({ id: z.uuid() }).parse(request.params);
    const [member] = await app.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, id), scopeToOrganization(users.organizationId, request.user)))
      .limit(1);
    return { success: true, data: foundOrNotFound(member, 'User not found') };
  });
}

describe('role guards and organisation scoping', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ env: testEnv(), db: database });
    registerGuardedTestRoutes(app);
    await app.ready();
    for (const role of ROLES) {
      const user = await buildUser(database.db, { role });
      tokens.set(role, (await signIn(app, user.email, user.plainPassword)).accessToken);
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, role?: Role) =>
    app.inject({
      method: 'GET',
      url,
      headers: role === undefined ? {} : { authorization: `Bearer ${tokens.get(role) ?? ''}` },
    });

  const guarded = [
    ['/api/test/moderator', 'moderator', 'Moderator privileges required'],
    ['/api/test/admin', 'admin', 'Admin privileges required'],
    ['/api/test/super-admin', 'super_admin', 'Super Admin privileges required'],
  ] as const;

  it.each(guarded)('%s answers 401 without a token', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it.each(guarded)(
    '%s lets in %s and above, and answers 403 "%s" below',
    async (url, required, message) => {
      for (const role of ROLES) {
        const response = await get(url, role);
        const isAllowed = ROLES.indexOf(role) >= ROLES.indexOf(required);
        expect({ role, status: response.statusCode }).toEqual({
          role,
          status: isAllowed ? 200 : 403,
        });
        if (!isAllowed)
          expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message });
      }
    },
  );

  it('checks a named permission against the one permission table', async () => {
    expect((await get('/api/test/delete-users')).statusCode).toBe(401);
    expect((await get('/api/test/delete-users', 'admin')).statusCode).toBe(403);
    expect((await get('/api/test/delete-users', 'super_admin')).statusCode).toBe(200);
  });

  it('answers 401, not a crash, when a handler reads request.user on a route without a guard', async () => {
    const response = await get('/api/test/unguarded-user', 'admin');
    expect(response.statusCode).toBe(401);
  });

  it('scopes records to the caller organisation: own organisation 200, another organisation 404', async () => {
    const mine = await buildOrganization(database.db);
    const theirs = await buildOrganization(database.db);
    const caller = await buildUser(database.db, {
      organizationId: mine.id,
      organizationRole: 'owner',
    });
    const colleague = await buildUser(database.db, { organizationId: mine.id });
    const stranger = await buildUser(database.db, { organizationId: theirs.id });
    const standalone = await buildUser(database.db);
    const callerToken = (await signIn(app, caller.email, caller.plainPassword)).accessToken;
    const standaloneToken = (await signIn(app, standalone.email, standalone.plainPassword))
      .accessToken;
    const as = (token: string, id: string) =>
      app.inject({
        method: 'GET',
        url: `/api/test/members/${id}`,
        headers: { authorization: `Bearer ${token}` },
      });

    const own = await as(callerToken, colleague.id);
    const foreign = await as(callerToken, stranger.id);
    const noOrganization = await as(standaloneToken, colleague.id);

    expect(own.statusCode).toBe(200);
    expect(own.json().data.email).toBe(colleague.email);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    expect(noOrganization.statusCode).toBe(404);
  });
});
