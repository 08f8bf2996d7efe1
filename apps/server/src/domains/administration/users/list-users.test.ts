import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUsersReplySchema } from '@sanctions/contracts';
import { users } from '../../../db/schema/users';
import { createTestClock } from '../../../../test/build-app';
import { buildOrganization, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { getUsers, signedInAs } from '../../../../test/administration/user-management-test-support';
import type { SignedIn } from '../../../../test/administration/user-management-test-support';

const SEEDED = 300;

describe('GET /api/v2/admin/users', () => {
  const clock = createTestClock(new Date('2026-05-04T10:00:00.000Z'));
  const t = useTestApp({ clock });
  let admin: SignedIn;
  let moderator: SignedIn;
  let staffIds: string[];
  beforeAll(async () => {
    admin = await signedInAs(t.app, t.db, 'admin', { createdAt: new Date('2020-01-01') });
    moderator = await signedInAs(t.app, t.db, 'moderator', { createdAt: new Date('2020-01-02') });
    staffIds = [admin.id, moderator.id];
    // One multi-row insert: a few hundred accounts with predictable names, dates and roles.
    const base = Date.parse('2025-01-01T00:00:00.000Z');
    await t.db.insert(users).values(
      Array.from({ length: SEEDED }, (_, i) => ({
        email: `seed-${String(i).padStart(3, '0')}@bulk.example`,
        password: 'not-a-hash',
        firstName: i % 3 === 0 ? 'Fatima' : 'Omar',
        lastName: `Bulk ${String(i).padStart(3, '0')}`,
        role: i % 10 === 0 ? ('moderator' as const) : ('user' as const),
        isActive: i % 4 !== 0,
        createdAt: new Date(base + i * 60_000),
        lastLoginAt: i % 2 === 0 ? new Date(base + i * 120_000) : null,
      })),
    );
    await buildUser(t.db, {
      firstName: 'Percent',
      lastName: '100%_sure',
      email: 'wild@card.example',
      createdAt: new Date('2019-01-01'),
    });
    await buildUser(t.db, {
      firstName: 'Gone',
      lastName: 'Deleted',
      email: 'gone@bulk.example',
      deletedAt: clock.now(),
      isActive: false,
    });
  });

  const list = async (query: string, token = admin.accessToken) => {
    const response = await getUsers(t.app, token, query);
    expect(response.statusCode).toBe(200);
    return adminUsersReplySchema.parse(response.json()).data;
  };

  it('pages the newest first by default with the total', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: SEEDED + 3 });
    expect(first.users[0]?.email).toBe('seed-299@bulk.example');
    const third = await list('?page=3&pageSize=50');
    expect(third.users).toHaveLength(50);
    expect(third.users[0]?.email).toBe('seed-199@bulk.example');
    const beyond = await list('?page=100&pageSize=100');
    expect(beyond).toMatchObject({ users: [], total: SEEDED + 3 });
  });

  it('filters case-insensitively on first name, last name, e-mail, and leaves deleted users out', async () => {
    expect((await list('?search=fATIMA&pageSize=100')).total).toBe(100);
    expect((await list('?search=bulk%20042')).users.map((user) => user.email)).toEqual([
      'seed-042@bulk.example',
    ]);
    expect((await list('?search=SEED-007%40BULK')).total).toBe(1);
    expect((await list('?search=omar%20bulk%20001')).total).toBe(1);
    expect((await list('?search=gone')).total).toBe(0);
  });

  it('treats % and _ as letters, not wildcards', async () => {
    expect((await list('?search=%25')).users.map((user) => user.email)).toEqual([
      'wild@card.example',
    ]);
    expect((await list('?search=0%25_')).total).toBe(1);
    expect((await list('?search=_')).total).toBe(1);
  });

  it('filters by role and active flag', async () => {
    const moderators = await list('?role=moderator&pageSize=100');
    expect(moderators.total).toBe(SEEDED / 10 + 1);
    const inactiveSeeds = await list('?isActive=false&search=seed-&pageSize=100');
    expect(inactiveSeeds.total).toBe(SEEDED / 4);
    expect(inactiveSeeds.users.every((user) => !user.isActive)).toBe(true);
  });

  it('sorts by name, e-mail, role, created and last login both ways, never-signed-in last', async () => {
    const byName = await list('?sort=name&order=asc&pageSize=5');
    expect(byName.users[0]?.firstName).toBe('Fatima');
    const byEmailDesc = await list('?sort=email&order=desc&pageSize=1');
    expect(byEmailDesc.users[0]?.email).toBe('wild@card.example');
    const byRole = await list('?sort=role&order=desc&pageSize=1');
    expect(byRole.users[0]?.role).toBe('admin');
    const oldest = await list('?sort=createdAt&order=asc&pageSize=1');
    expect(oldest.users[0]?.email).toBe('wild@card.example');
    const recentLogin = await list('?sort=lastLoginAt&order=desc&search=seed-&pageSize=1');
    expect(recentLogin.users[0]?.email).toBe('seed-298@bulk.example');
    const lastPage = await list('?sort=lastLoginAt&order=asc&search=seed-&page=300&pageSize=1');
    expect(lastPage.users[0]?.lastLoginAt).toBeNull();
  });

  it('gives the Admin user fields, "N/A" and "member" without an organisation, limits as stored', async () => {
    const organization = await buildOrganization(t.db, { displayName: 'Cedar Bank' });
    const member = await buildUser(t.db, {
      email: 'owner@cedar.example',
      organizationId: organization.id,
      organizationRole: 'owner',
      maxSearchesPerDay: 7,
    });
    const [listed] = (await list('?search=owner%40cedar')).users;
    expect(listed).toEqual({
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      email: 'owner@cedar.example',
      role: 'user',
      isActive: true,
      accountState: 'active',
      isVerified: true,
      maxSearchesPerDay: 7,
      maxSearchesPerMonth: 100,
      notes: null,
      createdAt: member.createdAt.toISOString(),
      lastLoginAt: null,
      organizationId: organization.id,
      organizationName: 'Cedar Bank',
      organizationRole: 'owner',
    });
    const [standalone] = (await list('?search=seed-001')).users;
    expect(standalone).toMatchObject({
      organizationId: null,
      organizationName: 'N/A',
      organizationRole: 'member',
    });
  });

  it('lets moderators read the list; 401 anonymous, 403 users; 400 on a bad query', async () => {
    expect((await list('?pageSize=1', moderator.accessToken)).total).toBeGreaterThan(SEEDED);
    expect((await getUsers(t.app, undefined)).statusCode).toBe(401);
    const user = await signedInAs(t.app, t.db, 'user');
    expect((await getUsers(t.app, user.accessToken)).statusCode).toBe(403);
    expect((await getUsers(t.app, admin.accessToken, '?pageSize=1000')).statusCode).toBe(400);
    expect((await getUsers(t.app, admin.accessToken, '?sort=password')).statusCode).toBe(400);
    expect((await getUsers(t.app, admin.accessToken, '?isActive=yes')).statusCode).toBe(400);
    expect(staffIds).toHaveLength(2);
  });

  it('stays fast over the seeded table', async () => {
    const started = performance.now();
    await list('?search=bulk&sort=lastLoginAt&order=desc&page=5&pageSize=50');
    expect(performance.now() - started).toBeLessThan(1000);
    await t.db.execute(sql`select 1`);
  });
});
