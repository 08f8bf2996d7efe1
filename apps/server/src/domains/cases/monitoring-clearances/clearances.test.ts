import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertDetailResponseSchema,
  bulkJobCreatedSchema,
  bulkRowPageSchema,
  clearanceListResponseSchema,
  clearanceResponseSchema,
  decisionResponseSchema,
  openSearchHitCaseResponseSchema,
  searchResponseSchema,
} from '@sanctions/contracts';
import type { Clearance } from '@sanctions/contracts';
import { organizationSubscriptions, subscriptionPlans } from '../../../db/schema/billing';
import { monitoringClearances } from '../../../db/schema/monitoring';
import { auditLogs } from '../../../db/schema/users';
import { readDecidedHashes } from '../monitoring/standing-decisions';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import { buildOrganization } from '../../../../test/factories';
import type { TestApp } from '../../../../test/build-app';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

const HIT = { sanctionList: 'un', sourceId: 'CDi.001' } as const;
const HOUR = 3_600_000;

describe('the whitelist: bulk-row cases, clearances, expiry and four-eyed revocation (ADR 024)', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-06-10T08:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    token: string | undefined,
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });

  /** An organisation on a plan with bulk screening. */
  const bulkOrganization = async () => {
    const { db } = testApp;
    const organization = await buildOrganization(db);
    const [plan] = await db
      .insert(subscriptionPlans)
      .values({
        name: `clearances-${organization.id.slice(0, 8)}`,
        displayName: 'Clearances Test',
        monthlyPrice: 9_900,
        yearlyPrice: 99_000,
        maxSearchesPerMonth: 1_000,
        featureFlags: { bulkScreening: true },
      })
      .returning();
    if (plan === undefined) throw new Error('plan insert returned no row');
    await db.insert(organizationSubscriptions).values({
      organizationId: organization.id,
      planId: plan.id,
      status: 'active',
      billingCycle: 'monthly',
    });
    return organization;
  };

  /** An organisation with a member, an owner and an admin, and a stranger owning another one. */
  const team = async () => {
    const { app, db } = testApp;
    const organization = await bulkOrganization();
    const [member, owner, admin] = await Promise.all(
      (['member', 'owner', 'admin'] as const).map((organizationRole) =>
        createSignedInUser(app, db, { organizationId: organization.id, organizationRole }),
      ),
    );
    if (member === undefined || owner === undefined || admin === undefined)
      throw new Error('team members missing');
    const stranger = await createSignedInUser(app, db, {
      organizationId: (await bulkOrganization()).id,
      organizationRole: 'owner',
    });
    return { organization, member, owner, admin, stranger };
  };

  /** Runs queued jobs (the bulk job's chunks) until none is due. */
  const drainJobs = async () => {
    while ((await testApp.app.jobs.runOnce()) > 0) {
      // a job may queue others
    }
  };

  const searchBadege = async (token: string) => {
    const response = await postSearch(testApp.app, token, {
      firstName: 'Eric',
      lastName: 'Badege',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = searchResponseSchema.parse(response.json()).data;
    const hit = data.matches.find((m) => m.sanctionEntry.sourceId === HIT.sourceId);
    expect(hit).toBeDefined();
    return { searchId: data.searchId, hit };
  };

  const bulkBadege = async (token: string) => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new TextEncoder().encode('First name,Last name\nEric,Badege')]),
      'c.csv',
    );
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/bulk-search',
      headers: { authorization: `Bearer ${token}` },
      payload: form,
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = bulkJobCreatedSchema.parse(started.json().data);
    await drainJobs();
    const rows = await call('GET', token, `/api/v2/bulk-search/${jobId}/rows`);
    expect(rows.statusCode, rows.body).toBe(200);
    const row = bulkRowPageSchema.parse(rows.json().data).rows[0];
    const hit = row?.matches.find((m) => m.sanctionEntry.sourceId === HIT.sourceId);
    expect(hit).toBeDefined();
    return { jobId, hit };
  };

  /** Proposes a false positive as `maker` and has `approver` approve it, with an optional expiry. */
  const clearByTwo = async (
    alertId: string,
    maker: string,
    approver: string,
    clearanceExpiresAt?: string,
  ) => {
    const proposed = await call('POST', maker, `/api/v2/monitoring/alerts/${alertId}/decisions`, {
      decision: 'false_positive',
      reason: 'Different person: other date of birth',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const { decision } = decisionResponseSchema.parse(proposed.json()).data;
    const approved = await call(
      'POST',
      approver,
      `/api/v2/monitoring/decisions/${decision.id}/approve`,
      {
        reason: 'Agreed',
        ...(clearanceExpiresAt === undefined ? {} : { clearanceExpiresAt }),
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    return decision.id;
  };

  const listClearances = async (token: string, query = '') => {
    const response = await call('GET', token, `/api/v2/monitoring/clearances${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return clearanceListResponseSchema.parse(response.json()).data;
  };

  const clearanceOf = (response: { statusCode: number; body: string; json(): unknown }) => {
    const parsed: Clearance = clearanceResponseSchema.parse(response.json()).data.clearance;
    return parsed;
  };

  it('opens a case on a bulk row hit, clears it by two people, and revokes it by two people', async () => {
    const { member, owner, admin, stranger } = await team();
    const { jobId, hit } = await bulkBadege(member.token);
    expect(hit?.clearedBefore).toBeUndefined();
    const open = { jobId, rowNumber: 1, ...HIT };

    expect(
      (await call('POST', undefined, '/api/v2/monitoring/cases/from-bulk-row', open)).statusCode,
    ).toBe(401);
    // Another organisation's job reads as absent; so does a row or hit the job does not have.
    expect(
      (await call('POST', stranger.token, '/api/v2/monitoring/cases/from-bulk-row', open))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', member.token, '/api/v2/monitoring/cases/from-bulk-row', {
          ...open,
          rowNumber: 9,
        })
      ).statusCode,
    ).toBe(404);
    const missing = await call('POST', member.token, '/api/v2/monitoring/cases/from-bulk-row', {
      ...open,
      sourceId: 'NOT-A-HIT',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ messageKey: 'cases.hitNotFound' });

    const opened = await call('POST', member.token, '/api/v2/monitoring/cases/from-bulk-row', open);
    expect(opened.statusCode, opened.body).toBe(201);
    const { alertId } = openSearchHitCaseResponseSchema.parse(opened.json()).data;
    const again = await call('POST', member.token, '/api/v2/monitoring/cases/from-bulk-row', open);
    expect(openSearchHitCaseResponseSchema.parse(again.json()).data).toEqual({
      alertId,
      created: false,
    });
    const detail = await call('GET', member.token, `/api/v2/monitoring/alerts/${alertId}`);
    const alert = alertDetailResponseSchema.parse(detail.json()).data;
    expect(alert.trigger).toBe('search_hit');
    expect(alert.subject).toMatchObject({ source: 'bulk', sourceRef: `${jobId}:1` });

    // An expiry in the past is refused; the approval is not made.
    const proposed = await call(
      'POST',
      owner.token,
      `/api/v2/monitoring/alerts/${alertId}/decisions`,
      { decision: 'false_positive', reason: 'Different person: other date of birth' },
    );
    const { decision } = decisionResponseSchema.parse(proposed.json()).data;
    const pastExpiry = await call(
      'POST',
      admin.token,
      `/api/v2/monitoring/decisions/${decision.id}/approve`,
      {
        reason: 'Agreed',
        clearanceExpiresAt: new Date(clock.now().getTime() - HOUR).toISOString(),
      },
    );
    expect(pastExpiry.statusCode).toBe(400);
    expect(pastExpiry.json()).toMatchObject({ messageKey: 'cases.expiryInPast' });
    const expiresAt = new Date(clock.now().getTime() + 30 * 24 * HOUR).toISOString();
    const approved = await call(
      'POST',
      admin.token,
      `/api/v2/monitoring/decisions/${decision.id}/approve`,
      { reason: 'Agreed', clearanceExpiresAt: expiresAt },
    );
    expect(approved.statusCode, approved.body).toBe(200);

    // The next single search and the next bulk row of the same subject show the hit cleared.
    expect((await searchBadege(member.token)).hit?.clearedBefore).toMatchObject({ alertId });
    expect((await bulkBadege(member.token)).hit?.clearedBefore).toMatchObject({ alertId });

    // The whitelist: who approved, when, why, the entry's hash; filters; nothing of it elsewhere.
    expect((await call('GET', undefined, '/api/v2/monitoring/clearances')).statusCode).toBe(401);
    const listed = await listClearances(member.token);
    expect(listed.pagination.total).toBe(1);
    const [clearance] = listed.clearances;
    expect(clearance).toMatchObject({
      state: 'active',
      subject: { displayName: 'Eric Badege' },
      entry: { ...HIT, unchanged: true, contentHash: expect.stringMatching(/\S/) },
      alertId,
      decisionId: decision.id,
      proposedBy: { id: owner.user.id },
      reason: 'Different person: other date of birth',
      approvedBy: { id: admin.user.id },
      approvalReason: 'Agreed',
      expiresAt: new Date(expiresAt).toISOString(),
      revokedAt: null,
      revocation: null,
      canEditExpiry: false,
      canRequestRevocation: true,
      canReviewRevocation: false,
    });
    if (clearance === undefined) throw new Error('no clearance listed');
    expect((await listClearances(member.token, '?q=badeg')).pagination.total).toBe(1);
    expect((await listClearances(member.token, `?q=${HIT.sourceId}`)).pagination.total).toBe(1);
    expect((await listClearances(member.token, '?q=nobody')).pagination.total).toBe(0);
    expect((await listClearances(member.token, '?sanctionList=ofac')).pagination.total).toBe(0);
    expect((await listClearances(member.token, '?state=revoked')).pagination.total).toBe(0);
    expect((await listClearances(member.token, '?state=active')).pagination.total).toBe(1);
    expect((await listClearances(stranger.token)).pagination.total).toBe(0);

    // Expiry: reviewers only (a member 403), another organisation 404; removed by the owner.
    const url = `/api/v2/monitoring/clearances/${clearance.id}`;
    const noExpiry = { expiresAt: null, reason: 'Standing until revoked' };
    expect((await call('PUT', undefined, `${url}/expiry`, noExpiry)).statusCode).toBe(401);
    const memberExpiry = await call('PUT', member.token, `${url}/expiry`, noExpiry);
    expect(memberExpiry.statusCode).toBe(403);
    expect(memberExpiry.json()).toMatchObject({ messageKey: 'cases.notClearanceReviewer' });
    expect((await call('PUT', stranger.token, `${url}/expiry`, noExpiry)).statusCode).toBe(404);
    const ownerExpiry = await call('PUT', owner.token, `${url}/expiry`, noExpiry);
    expect(ownerExpiry.statusCode, ownerExpiry.body).toBe(200);
    expect(clearanceOf(ownerExpiry)).toMatchObject({ expiresAt: null, canEditExpiry: true });

    // Revocation, four-eyed: the member asks, a member cannot approve, the owner sends it back.
    const reason = { reason: 'New adverse media links the customer to the entry' };
    expect((await call('POST', undefined, `${url}/revocations`, reason)).statusCode).toBe(401);
    expect((await call('POST', stranger.token, `${url}/revocations`, reason)).statusCode).toBe(404);
    const asked = await call('POST', member.token, `${url}/revocations`, reason);
    expect(asked.statusCode, asked.body).toBe(201);
    const firstRequest = clearanceOf(asked).revocation;
    expect(firstRequest).toMatchObject({ status: 'pending', requestedBy: { id: member.user.id } });
    if (firstRequest === null) throw new Error('no revocation request');
    const twice = await call('POST', owner.token, `${url}/revocations`, reason);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ messageKey: 'cases.revocationPending' });
    const review = (id: string, outcome: 'approve' | 'reject', token: string | undefined) =>
      call('POST', token, `/api/v2/monitoring/clearance-revocations/${id}/${outcome}`, {
        reason: 'Checked',
      });
    expect((await review(firstRequest.id, 'approve', undefined)).statusCode).toBe(401);
    expect((await review(firstRequest.id, 'approve', member.token)).statusCode).toBe(403);
    expect((await review(firstRequest.id, 'approve', stranger.token)).statusCode).toBe(404);
    const sentBack = await review(firstRequest.id, 'reject', owner.token);
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(clearanceOf(sentBack)).toMatchObject({
      state: 'active',
      revocation: { status: 'rejected', reviewedBy: { id: owner.user.id } },
    });
    expect((await review(firstRequest.id, 'approve', admin.token)).statusCode).toBe(409);
    expect((await searchBadege(member.token)).hit?.clearedBefore).toMatchObject({ alertId });

    // The owner asks; the owner cannot approve their own request; the admin does: revoked at once.
    const ownerAsked = clearanceOf(await call('POST', owner.token, `${url}/revocations`, reason));
    const secondRequest = ownerAsked.revocation;
    if (secondRequest === null) throw new Error('no revocation request');
    expect(ownerAsked.canReviewRevocation).toBe(false);
    const own = await review(secondRequest.id, 'approve', owner.token);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ messageKey: 'cases.ownRevocation' });
    const revoked = await review(secondRequest.id, 'approve', admin.token);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(clearanceOf(revoked)).toMatchObject({
      state: 'revoked',
      revokedAt: clock.now().toISOString(),
      canRequestRevocation: false,
      canEditExpiry: false,
    });
    expect((await listClearances(member.token, '?state=revoked')).pagination.total).toBe(1);
    expect((await listClearances(member.token, '?state=active')).pagination.total).toBe(0);
    expect((await call('PUT', owner.token, `${url}/expiry`, noExpiry)).statusCode).toBe(409);

    // The hit is raised again: not cleared in the next search or bulk row, and a new case opens.
    const next = await searchBadege(member.token);
    expect(next.hit?.clearedBefore).toBeUndefined();
    expect((await bulkBadege(member.token)).hit?.clearedBefore).toBeUndefined();
    const reopened = await call('POST', member.token, '/api/v2/monitoring/cases/from-search', {
      searchId: next.searchId,
      ...HIT,
    });
    expect(reopened.statusCode, reopened.body).toBe(201);
    expect(openSearchHitCaseResponseSchema.parse(reopened.json()).data.alertId).not.toBe(alertId);

    // Every step is on the audit log.
    const audited = await testApp.db
      .select({ action: auditLogs.action, userId: auditLogs.userId })
      .from(auditLogs)
      .where(
        inArray(auditLogs.action, [
          'monitoring_clearance_expiry_set',
          'monitoring_clearance_revocation_requested',
          'monitoring_clearance_revocation_rejected',
          'monitoring_clearance_revoked',
        ]),
      );
    expect(audited).toEqual(
      expect.arrayContaining([
        { action: 'monitoring_clearance_expiry_set', userId: owner.user.id },
        { action: 'monitoring_clearance_revocation_requested', userId: member.user.id },
        { action: 'monitoring_clearance_revocation_rejected', userId: owner.user.id },
        { action: 'monitoring_clearance_revocation_requested', userId: owner.user.id },
        { action: 'monitoring_clearance_revoked', userId: admin.user.id },
      ]),
    );
  }, 300_000);

  it('stops suppressing once its expiry passes: single search, bulk row and monitoring re-screen', async () => {
    const { organization, member, owner, admin } = await team();
    const { searchId } = await searchBadege(member.token);
    const opened = await call('POST', member.token, '/api/v2/monitoring/cases/from-search', {
      searchId,
      ...HIT,
    });
    const { alertId } = openSearchHitCaseResponseSchema.parse(opened.json()).data;
    await clearByTwo(
      alertId,
      owner.token,
      admin.token,
      new Date(clock.now().getTime() + HOUR).toISOString(),
    );
    const [clearance] = await testApp.db
      .select()
      .from(monitoringClearances)
      .where(
        and(
          eq(monitoringClearances.organizationId, organization.id),
          eq(monitoringClearances.alertId, alertId),
        ),
      );
    if (clearance === undefined) throw new Error('no clearance written');
    const historyAt = async (now: Date) =>
      (await readDecidedHashes(testApp.db, [clearance.subjectId], now))(
        clearance.subjectId,
        HIT.sanctionList,
        HIT.sourceId,
        clearance.entryContentHash,
      );

    expect((await searchBadege(member.token)).hit?.clearedBefore).toMatchObject({ alertId });
    expect((await bulkBadege(member.token)).hit?.clearedBefore).toMatchObject({ alertId });
    expect(await historyAt(clock.now())).toBe('standing');

    clock.advance(2 * HOUR);
    const token = await member.signIn();
    expect((await searchBadege(token)).hit?.clearedBefore).toBeUndefined();
    expect((await bulkBadege(token)).hit?.clearedBefore).toBeUndefined();
    // The monitoring re-screen no longer holds the alert back either.
    expect(await historyAt(clock.now())).toBe('none');
    const expired = await listClearances(token, '?state=expired');
    expect(expired.clearances.map((c) => c.id)).toEqual([clearance.id]);
    expect((await listClearances(token, '?state=active')).pagination.total).toBe(0);
  }, 300_000);
  it("a standalone account's revocation is reviewed by staff, who see the clearance only while it waits", async () => {
    const { app, db } = testApp;
    const owner = await createSignedInUser(app, db);
    const other = await createSignedInUser(app, db);
    const moderator = await createSignedInUser(app, db, { role: 'moderator' });
    const { searchId } = await searchBadege(owner.token);
    const opened = await call('POST', owner.token, '/api/v2/monitoring/cases/from-search', {
      searchId,
      ...HIT,
    });
    const { alertId } = openSearchHitCaseResponseSchema.parse(opened.json()).data;
    await clearByTwo(alertId, owner.token, moderator.token);

    const [clearance] = (await listClearances(owner.token)).clearances;
    if (clearance === undefined) throw new Error('no clearance listed');
    expect(clearance).toMatchObject({ alertId, state: 'active', canEditExpiry: false });
    // Staff see nothing of the account's whitelist until a revocation waits for them.
    expect((await listClearances(moderator.token)).pagination.total).toBe(0);
    expect((await listClearances(other.token)).pagination.total).toBe(0);
    const url = `/api/v2/monitoring/clearances/${clearance.id}`;
    const reason = { reason: 'The customer disclosed a second nationality' };
    expect((await call('POST', other.token, `${url}/revocations`, reason)).statusCode).toBe(404);
    const asked = clearanceOf(await call('POST', owner.token, `${url}/revocations`, reason));
    const request = asked.revocation;
    if (request === null) throw new Error('no revocation request');
    expect(asked.canReviewRevocation).toBe(false);

    const waiting = await listClearances(moderator.token);
    expect(waiting.clearances.map((c) => [c.id, c.canReviewRevocation])).toEqual([
      [clearance.id, true],
    ]);
    const review = (token: string) =>
      call('POST', token, `/api/v2/monitoring/clearance-revocations/${request.id}/approve`, {
        reason: 'Checked',
      });
    expect((await review(other.token)).statusCode).toBe(404);
    expect((await review(owner.token)).statusCode).toBe(403);
    const revoked = await review(moderator.token);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(clearanceOf(revoked).state).toBe('revoked');
    expect((await listClearances(moderator.token)).pagination.total).toBe(0);
    expect((await searchBadege(owner.token)).hit?.clearedBefore).toBeUndefined();
  }, 300_000);
});
