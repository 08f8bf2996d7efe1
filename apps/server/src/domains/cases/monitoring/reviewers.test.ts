import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from '../../../../test/factories';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import { canReview, findReviewers } from './reviewers';

describe('reviewers (four-eyes right, ADR 020)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("finds an organisation's active owners and admins, and active staff for standalone accounts", async () => {
    const { db } = database;
    const organization = await buildOrganization(db);
    const other = await buildOrganization(db);
    const owner = await buildUser(db, {
      organizationId: organization.id,
      organizationRole: 'owner',
    });
    const admin = await buildUser(db, {
      organizationId: organization.id,
      organizationRole: 'admin',
    });
    await buildUser(db, { organizationId: organization.id, organizationRole: 'member' });
    await buildUser(db, {
      organizationId: organization.id,
      organizationRole: 'admin',
      isActive: false,
    });
    await buildUser(db, { organizationId: other.id, organizationRole: 'owner' });
    const standalone = await buildUser(db);
    const moderator = await buildUser(db, { role: 'moderator' });
    const superAdmin = await buildUser(db, { role: 'super_admin' });
    await buildUser(db, { role: 'admin', deletedAt: new Date() });

    const organisationReviewers = await findReviewers(db, {
      organizationId: organization.id,
      ownerUserId: owner.id,
    });
    expect(organisationReviewers.map((r) => r.id).sort()).toEqual([owner.id, admin.id].sort());

    const staff = await findReviewers(db, { organizationId: null, ownerUserId: standalone.id });
    const staffIds = staff.map((r) => r.id);
    expect(staffIds).toContain(moderator.id);
    expect(staffIds).toContain(superAdmin.id);
    expect(staffIds).not.toContain(standalone.id);
    expect(staffIds).not.toContain(owner.id);
  });

  it('grants the right to owners and admins in scope, and to moderators+ for standalone alerts', () => {
    const orgScope = { organizationId: 'org-1', ownerUserId: 'u-1' };
    const standaloneScope = { organizationId: null, ownerUserId: 'u-2' };
    const person = (
      role: 'user' | 'moderator' | 'admin',
      organizationId: string | null,
      organizationRole: 'owner' | 'admin' | 'member' | null,
    ) => ({ role, organizationId, organizationRole });
    expect(canReview(person('user', 'org-1', 'owner'), orgScope)).toBe(true);
    expect(canReview(person('user', 'org-1', 'admin'), orgScope)).toBe(true);
    expect(canReview(person('user', 'org-1', 'member'), orgScope)).toBe(false);
    expect(canReview(person('user', 'org-2', 'owner'), orgScope)).toBe(false);
    // Provider staff do not review an organisation's cases: its own managers do.
    expect(canReview(person('admin', null, null), orgScope)).toBe(false);
    expect(canReview(person('moderator', null, null), standaloneScope)).toBe(true);
    expect(canReview(person('user', null, null), standaloneScope)).toBe(false);
    expect(canReview(person('user', 'org-1', 'owner'), standaloneScope)).toBe(false);
  });
});
