import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORGANIZATION_REJECTED_MESSAGE,
  ORGANIZATION_REJECTED_REPLY_MESSAGE,
  REJECTION_REASON_REQUIRED,
  organizationDecisionReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { organizationSubscriptions } from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';
import { auditLogs, emailOutbox } from '../../../db/schema/users';
import {
  OWNER_PASSWORD,
  applyForOrganization,
  decide,
  postLogin,
  signedInAs,
} from '../../../../test/organizations/approval-test-support';

const NOW = new Date('2026-05-04T15:20:00.000Z');
const REASON = 'We could not verify the trade licence you provided';

describe('POST /api/v2/admin/organizations/{id}/reject', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: { id: string; accessToken: string };
  beforeAll(async () => {
    await ensurePlan(t.db, 'professional');
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
  });

  it('rejects with the reason: the owner is told it by e-mail and at sign-in', async () => {
    const application = await applyForOrganization(t.app);

    const response = await decide(
      t.app,
      superAdmin.accessToken,
      application.organizationId,
      'reject',
      {
        reason: `  ${REASON}  `,
      },
    );

    expect(response.statusCode).toBe(200);
    expect(organizationDecisionReplySchema.parse(response.json())).toEqual({
      success: true,
      message: ORGANIZATION_REJECTED_REPLY_MESSAGE,
      data: {
        organization: { id: application.organizationId, status: 'rejected', trialEnd: null },
      },
    });
    const [organization] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, application.organizationId));
    expect(organization).toMatchObject({
      status: 'rejected',
      rejectionReason: REASON,
      approvedAt: null,
    });
    const [subscription] = await t.db
      .select()
      .from(organizationSubscriptions)
      .where(eq(organizationSubscriptions.organizationId, application.organizationId));
    expect(subscription).toMatchObject({ status: 'cancelled', trialEnd: null });

    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, application.ownerEmail),
          eq(emailOutbox.template, 'organization-rejected'),
        ),
      );
    expect(mail?.text).toContain(REASON);

    const signIn = await postLogin(t.app, application.ownerEmail, OWNER_PASSWORD);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({
      code: 'ORGANIZATION_REJECTED',
      message: `${ORGANIZATION_REJECTED_MESSAGE}: ${REASON}`,
    });

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, application.organizationId),
          eq(auditLogs.action, 'organization_rejected'),
        ),
      );
    expect(audit).toMatchObject({
      actorId: superAdmin.id,
      details: { reason: REASON, statusBefore: 'pending', statusAfter: 'rejected' },
    });
  });

  it.each([
    ['a blank reason', { reason: '   ' }],
    ['no reason', {}],
  ])('answers 400 for %s and leaves the application pending', async (_case, body) => {
    const application = await applyForOrganization(t.app);
    const response = await decide(
      t.app,
      superAdmin.accessToken,
      application.organizationId,
      'reject',
      body,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    if ('reason' in body)
      expect(response.json()).toMatchObject({ message: REJECTION_REASON_REQUIRED });
    const [organization] = await t.db
      .select({ status: organizations.status })
      .from(organizations)
      .where(eq(organizations.id, application.organizationId));
    expect(organization?.status).toBe('pending');
  });

  it('answers 409 when the application was already approved', async () => {
    const application = await applyForOrganization(t.app);
    await decide(t.app, superAdmin.accessToken, application.organizationId, 'approve');
    const response = await decide(
      t.app,
      superAdmin.accessToken,
      application.organizationId,
      'reject',
      {
        reason: REASON,
      },
    );
    expect(response.statusCode).toBe(409);
    const [organization] = await t.db
      .select({ status: organizations.status, rejectionReason: organizations.rejectionReason })
      .from(organizations)
      .where(eq(organizations.id, application.organizationId));
    expect(organization).toEqual({ status: 'approved', rejectionReason: null });
  });
});
