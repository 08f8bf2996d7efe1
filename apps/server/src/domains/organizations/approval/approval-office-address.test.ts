import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/build-app';
import { ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { emailOutbox } from '../../../db/schema/users';
import {
  applyForOrganization,
  decide,
  signedInAs,
} from '../../../../test/organizations/approval-test-support';

const NOW = new Date('2026-05-04T15:20:00.000Z');
const PROFESSIONAL_YEARLY = { planName: 'professional', billingCycle: 'yearly' };

// Issue 23 §6: the approval e-mail gives the office address configured by the super admin.
describe('the approval e-mail’s office address', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: { id: string; accessToken: string };

  beforeAll(async () => {
    await ensurePlan(t.db, 'professional');
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
  });

  const approvalMail = async (language: 'en' | 'ar') => {
    const application = await applyForOrganization(t.app, PROFESSIONAL_YEARLY, language);
    const decided = await decide(
      t.app,
      superAdmin.accessToken,
      application.organizationId,
      'approve',
    );
    expect(decided.statusCode).toBe(200);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, application.ownerEmail),
          eq(emailOutbox.template, 'organization-approved'),
        ),
      );
    return mail;
  };

  it('names no office while none is configured', async () => {
    const mail = await approvalMail('en');
    expect(mail?.text).toContain('in cash at our office');
    expect(mail?.text).not.toContain('Our office');
  });

  it('gives the configured address in the owner’s language, its lines on one line', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/admin/settings/office-address',
      headers: { authorization: `Bearer ${superAdmin.accessToken}` },
      payload: {
        en: 'Office 1204, Bay Square 3\nBusiness Bay, Dubai',
        ar: 'مكتب 1204، باي سكوير 3\nالخليج التجاري، دبي',
      },
    });
    expect(saved.statusCode).toBe(200);

    const english = await approvalMail('en');
    expect(english?.text).toContain('Our office');
    expect(english?.text).toContain('Office 1204, Bay Square 3, Business Bay, Dubai');
    expect(english?.html).toContain('Office 1204, Bay Square 3, Business Bay, Dubai');

    const arabic = await approvalMail('ar');
    expect(arabic?.text).toContain('مكتبنا');
    expect(arabic?.text).toContain('مكتب 1204، باي سكوير 3، الخليج التجاري، دبي');
    expect(arabic?.text).not.toContain('Business Bay');
  });
});
