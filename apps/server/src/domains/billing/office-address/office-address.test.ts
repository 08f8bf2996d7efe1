import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  OFFICE_ADDRESS_SAVED_MESSAGE,
  errorEnvelopeSchema,
  officeAddressReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { callAs, signedInUser } from '../../../../test/billing-factories';
import { useTestApp } from '../../../../test/use-test-app';
import { auditLogs } from '../../../db/schema/users';

const NOW = new Date('2026-05-04T15:20:00.000Z');
const URL = '/api/v2/admin/settings/office-address';
const ADDRESS = {
  en: 'Office 1204, Bay Square 3\nBusiness Bay, Dubai',
  ar: 'مكتب 1204، باي سكوير 3\nالخليج التجاري، دبي',
};

// Issue 23 §6: the approval e-mail gives the office address the super admin configured.
describe('/api/v2/admin/settings/office-address', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: { id: string; token: string };

  beforeAll(async () => {
    superAdmin = await signedInUser(t.app, t.db, { role: 'super_admin' });
  });

  const get = (token: string | undefined) => callAs(t.app, token, { method: 'GET', url: URL });
  const put = (token: string | undefined, payload: object) =>
    callAs(t.app, token, { method: 'PUT', url: URL, payload });

  it('answers 401 without a session and 403 to everyone below super admin, changing nothing', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await put(undefined, ADDRESS)).statusCode).toBe(401);
    const admin = await signedInUser(t.app, t.db, { role: 'admin' });
    const owner = await signedInUser(t.app, t.db, { organizationRole: 'owner' });
    for (const caller of [admin, owner]) {
      expect((await get(caller.token)).statusCode).toBe(403);
      expect((await put(caller.token, ADDRESS)).statusCode).toBe(403);
    }
    const stored = officeAddressReplySchema.parse((await get(superAdmin.token)).json());
    expect(stored.data).toEqual({ officeAddress: { en: '', ar: '' }, updatedAt: null });
  });

  it('saves both languages trimmed, reads them back and audits the change', async () => {
    const saved = await put(superAdmin.token, { en: `  ${ADDRESS.en}  `, ar: ADDRESS.ar });
    expect(saved.statusCode).toBe(200);
    expect(officeAddressReplySchema.parse(saved.json())).toEqual({
      success: true,
      message: OFFICE_ADDRESS_SAVED_MESSAGE,
      data: { officeAddress: ADDRESS, updatedAt: NOW.toISOString() },
    });
    const read = officeAddressReplySchema.parse((await get(superAdmin.token)).json());
    expect(read.data.officeAddress).toEqual(ADDRESS);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.actorId, superAdmin.id), eq(auditLogs.action, 'office_address_updated')),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({ before: { en: '', ar: '' }, after: ADDRESS });
  });

  it('refuses a body without both texts or one too long (400)', async () => {
    for (const body of [{ en: 'Dubai' }, { en: 'x'.repeat(501), ar: '' }]) {
      const response = await put(superAdmin.token, body);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).success).toBe(false);
    }
  });
});
