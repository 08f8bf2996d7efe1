import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, invoiceReplySchema, invoicesReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import {
  buildBilledOrganization,
  buildInvoice,
  callAs,
  signedInUser,
} from '../../../../test/billing-factories';
import { ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { organizations } from '../../../db/schema/organizations';

const run = promisify(execFile);

/** Text of a PDF as poppler's pdftotext extracts it (logical order for RTL runs). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'invoice-'));
  try {
    const file = join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    // pdftotext wraps RTL runs in embedding controls (U+202A-U+202E); the letters between them are what
    // counts. Line breaks fall wherever the page width puts them, so whitespace is compared as one space.
    return stdout.replace(/[\u202a-\u202e]/g, '').replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const NOW = new Date('2026-05-04T15:20:00.000Z');
const TRIAL_START = new Date('2026-05-01T09:00:00.000Z');
const TRIAL_END = new Date('2026-05-15T09:00:00.000Z');
const PERIOD_END = new Date('2026-06-15T09:00:00.000Z');

describe('invoices', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let mine: Awaited<ReturnType<typeof buildBilledOrganization>>;
  let theirs: Awaited<ReturnType<typeof buildBilledOrganization>>;
  let superAdmin: { token: string };

  const billed = () =>
    buildBilledOrganization(t.app, t.db, {
      trialStart: TRIAL_START,
      trialEnd: TRIAL_END,
      periodEnd: PERIOD_END,
    });

  beforeAll(async () => {
    await ensurePlan(t.db, 'professional');
    mine = await billed();
    theirs = await billed();
    await t.db
      .update(organizations)
      .set({
        displayName: 'Gulf Exchange LLC',
        address: { street: '12 Marina Walk', city: 'Dubai', country: 'United Arab Emirates' },
        contactPhone: '+971 4 555 0100',
      })
      .where(eq(organizations.id, mine.organization.id));
    superAdmin = await signedInUser(t.app, t.db, { role: 'super_admin' });
  });

  const get = (token: string | undefined, url: string) =>
    callAs(t.app, token, { method: 'GET', url });

  it('answers 401 anonymous, 403 to a member, 404 to a standalone user', async () => {
    const urls = [
      '/api/v2/billing/invoices',
      `/api/v2/billing/invoices/${mine.invoice.id}`,
      `/api/v2/billing/invoices/${mine.invoice.id}/pdf`,
    ];
    const member = await signedInUser(t.app, t.db, {
      organizationId: mine.organization.id,
      organizationRole: 'member',
    });
    const standalone = await signedInUser(t.app, t.db);
    const admin = await signedInUser(t.app, t.db, { role: 'admin' });
    for (const url of urls) {
      expect((await get(undefined, url)).statusCode).toBe(401);
      expect((await get(member.token, url)).statusCode).toBe(403);
      expect((await get(standalone.token, url)).statusCode).toBe(404);
      // A global admin without an organisation is not provider billing staff.
      expect((await get(admin.token, url)).statusCode).toBe(404);
    }
  });

  it('lists only the caller’s organisation’s invoices, newest first, with paging and status filters', async () => {
    const older = await buildInvoice(t.db, {
      organizationId: mine.organization.id,
      total: 12_345,
      status: 'paid',
      paidAt: TRIAL_START,
      createdAt: new Date('2026-04-01T00:00:00.000Z'),
    });
    const orgAdmin = await signedInUser(t.app, t.db, {
      organizationId: mine.organization.id,
      organizationRole: 'admin',
    });

    const all = invoicesReplySchema.parse(
      (
        await get(
          orgAdmin.token,
          `/api/v2/billing/invoices?organizationId=${theirs.organization.id}`,
        )
      ).json(),
    );
    expect(all.data.invoices.map((invoice) => invoice.id)).toEqual([mine.invoice.id, older.id]);
    expect(all.data.total).toBe(2);
    expect(all.data.invoices[0]).toMatchObject({
      invoiceNumber: mine.invoice.invoiceNumber,
      organizationName: 'Gulf Exchange LLC',
      amount: 29_900,
      tax: 0,
      total: 29_900,
      currency: 'USD',
      status: 'pending',
      periodStart: TRIAL_END.toISOString(),
      periodEnd: PERIOD_END.toISOString(),
      dueDate: TRIAL_END.toISOString(),
      paidAt: null,
      lineItems: [{ kind: 'plan', quantity: 1, unitAmount: 29_900, amount: 29_900 }],
    });

    const open = invoicesReplySchema.parse(
      (await get(mine.owner.token, '/api/v2/billing/invoices?status=open')).json(),
    );
    expect(open.data.invoices.map((invoice) => invoice.id)).toEqual([mine.invoice.id]);
    const paged = invoicesReplySchema.parse(
      (await get(mine.owner.token, '/api/v2/billing/invoices?page=2&pageSize=1')).json(),
    );
    expect(paged.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.data.invoices.map((invoice) => invoice.id)).toEqual([older.id]);

    const bad = await get(mine.owner.token, '/api/v2/billing/invoices?status=unpaid');
    expect(bad.statusCode).toBe(400);
  });

  it('hides another organisation’s invoice (404) and shows the super admin any, filtered by organisation', async () => {
    for (const url of [
      `/api/v2/billing/invoices/${theirs.invoice.id}`,
      `/api/v2/billing/invoices/${theirs.invoice.id}/pdf`,
      `/api/v2/billing/invoices/${randomUUID()}`,
    ]) {
      const response = await get(mine.owner.token, url);
      expect(response.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe('Invoice not found');
    }
    const one = invoiceReplySchema.parse(
      (await get(superAdmin.token, `/api/v2/billing/invoices/${theirs.invoice.id}`)).json(),
    );
    expect(one.data.invoice.id).toBe(theirs.invoice.id);
    const filtered = invoicesReplySchema.parse(
      (
        await get(
          superAdmin.token,
          `/api/v2/billing/invoices?organizationId=${theirs.organization.id}`,
        )
      ).json(),
    );
    expect(filtered.data.invoices.map((invoice) => invoice.id)).toEqual([theirs.invoice.id]);
  });

  it('prints the invoice in English with both parties, lines, totals and how to pay, named after its number', async () => {
    const response = await get(mine.owner.token, `/api/v2/billing/invoices/${mine.invoice.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${mine.invoice.invoiceNumber}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      `Invoice ${mine.invoice.invoiceNumber}`,
      'SanctionScreen',
      'Dubai, United Arab Emirates',
      'London, United Kingdom',
      'Gulf Exchange LLC',
      '12 Marina Walk',
      '+971 4 555 0100',
      'Professional plan (monthly)',
      '$299.00',
      'Total due',
      'Due date',
      '2026-05-15',
      '2026-06-15',
      'Pending',
      `quote invoice number ${mine.invoice.invoiceNumber}`,
    ]) {
      expect(text).toContain(expected);
    }
  }, 60_000);

  it('prints the invoice in Arabic, right to left, with the same figures', async () => {
    const response = await get(
      mine.owner.token,
      `/api/v2/billing/invoices/${mine.invoice.id}/pdf?lang=ar`,
    );
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'فاتورة',
      'الإجمالي المستحق',
      'تاريخ الاستحقاق',
      'الإمارات العربية المتحدة',
      '12 Marina Walk',
      'قيد الانتظار',
      'الاشتراك',
      mine.invoice.invoiceNumber,
      '$299.00',
      '2026-05-15',
    ]) {
      expect(text).toContain(expected);
    }
    // The number follows the instruction; pdftotext moves the neutral full stop ahead of it in RTL.
    expect(text).toMatch(new RegExp(`واذكر رقم الفاتورة \\.?${mine.invoice.invoiceNumber}`));
  }, 60_000);
});
