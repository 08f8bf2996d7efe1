import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { billingNotifications } from '../../../db/schema/billing';
import { emailOutbox, notifications } from '../../../db/schema/users';
import { writeOfficeAddress } from '../office-address/office-address.queries';
import { notifyOrganizationBilling } from './notify-organization-billing';

const AT = new Date('2026-11-25T09:00:00.000Z');

describe('notifyOrganizationBilling', () => {
  const t = useTestApp();

  it('records the notice once per dedupe key and tells each active owner and admin in their language', async () => {
    const organization = await buildOrganization(t.db);
    const owner = await buildUser(t.db, {
      organizationId: organization.id,
      organizationRole: 'owner',
    });
    const admin = await buildUser(t.db, {
      organizationId: organization.id,
      organizationRole: 'admin',
    });
    const member = await buildUser(t.db, {
      organizationId: organization.id,
      organizationRole: 'member',
    });
    const other = await buildUser(t.db, { organizationRole: 'owner' });
    const input = {
      organizationId: organization.id,
      event: {
        type: 'payment-rejected' as const,
        invoiceNumber: 'INV-2026-000007',
        amountCents: 9_950,
        receiptNumber: 'RC-1',
        reason: 'Verification failed',
      },
      at: AT,
      publicUrl: 'https://screening.example.com',
      dedupeKey: 'payment-rejected:test',
    };

    const [first, second] = [
      await notifyOrganizationBilling(t.db, input),
      await notifyOrganizationBilling(t.db, input),
    ];
    expect([first, second]).toEqual([true, false]);

    const rows = await t.db
      .select()
      .from(billingNotifications)
      .where(eq(billingNotifications.organizationId, organization.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'payment-rejected',
      title: 'Payment could not be verified',
      createdAt: AT,
      data: { invoiceNumber: 'INV-2026-000007', amountCents: 9_950, reason: 'Verification failed' },
    });
    for (const user of [owner, admin]) {
      const inApp = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id));
      expect(inApp).toMatchObject([
        {
          type: 'error',
          messageKey: 'billing.paymentRejectedInvoice',
          messageParams: {
            amount: '99.50',
            receiptNumber: 'RC-1',
            invoiceNumber: 'INV-2026-000007',
            reason: 'Verification failed',
          },
          actionHref: '/billing',
        },
      ]);
      const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.template).toBe('billing-payment-rejected');
      expect(mails[0]?.text).toContain('https://screening.example.com/billing');
      expect(mails[0]?.text).toContain('$99.50');
    }
    for (const user of [member, other]) {
      expect(
        await t.db.select().from(notifications).where(eq(notifications.userId, user.id)),
      ).toEqual([]);
    }
  });

  it('gives the office address set by the super admins in the invoice e-mail, and no office line without one', async () => {
    const event = {
      type: 'invoice-issued' as const,
      invoiceId: '2b7e4c1a-5d3f-4e8b-9a6c-1f0e2d3c4b5a',
      invoiceNumber: 'INV-2026-000011',
      totalCents: 29_900,
      dueDate: new Date('2026-12-09T00:00:00.000Z'),
    };
    const before = await buildOrganization(t.db);
    const beforeOwner = await buildUser(t.db, {
      organizationId: before.id,
      organizationRole: 'owner',
    });
    await notifyOrganizationBilling(t.db, {
      organizationId: before.id,
      event,
      at: AT,
      publicUrl: 'https://screening.example.com',
    });
    const superAdmin = await buildUser(t.db, { role: 'super_admin' });
    await writeOfficeAddress(t.db, {
      officeAddress: { en: 'Office 4, Gate Village 10\nDubai', ar: 'مكتب 4، بوابة القرية 10\nدبي' },
      actorId: superAdmin.id,
      now: AT,
    });
    const after = await buildOrganization(t.db);
    const afterOwner = await buildUser(t.db, {
      organizationId: after.id,
      organizationRole: 'owner',
    });
    await notifyOrganizationBilling(t.db, {
      organizationId: after.id,
      event,
      at: AT,
      publicUrl: 'https://screening.example.com',
    });

    const mailTo = async (email: string) =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)))[0]?.text ?? '';
    expect(await mailTo(beforeOwner.email)).not.toContain('Our office');
    expect(await mailTo(afterOwner.email)).toContain('Office 4, Gate Village 10, Dubai');
  });
});
