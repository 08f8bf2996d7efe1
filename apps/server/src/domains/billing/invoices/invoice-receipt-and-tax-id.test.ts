import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cashPaymentReplySchema,
  invoiceReplySchema,
  organizationSettingsReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildBilledOrganization, callAs, signedInUser } from '../../../../test/billing-factories';
import { ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { paymentMethods } from '../../../db/schema/billing';

const run = promisify(execFile);

/** Text of a PDF as pdftotext extracts it, whitespace as one space. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'invoice-receipt-'));
  try {
    const file = join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/[\u202a-\u202e]/g, '').replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const NOW = new Date('2026-05-04T15:20:00.000Z');
const SETTINGS = {
  displayName: 'Gulf Exchange LLC',
  contactEmail: 'billing@gulf.example',
  taxId: ' TRN 100-2345-6789 ',
};

// Issue 23 §6: the invoice carries the cash receipt number and the organisation's tax id when given.
describe('the invoice’s receipt number and tax id', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let recorder: { token: string };
  let verifier: { token: string };

  beforeAll(async () => {
    await ensurePlan(t.db, 'professional');
    recorder = await signedInUser(t.app, t.db, { role: 'super_admin' });
    verifier = await signedInUser(t.app, t.db, { role: 'super_admin' });
    await t.db.insert(paymentMethods).values({ name: 'Cash at the office', type: 'cash' });
  });

  const billed = () =>
    buildBilledOrganization(t.app, t.db, {
      trialStart: new Date('2026-05-01T09:00:00.000Z'),
      trialEnd: new Date('2026-05-15T09:00:00.000Z'),
      periodEnd: new Date('2026-06-15T09:00:00.000Z'),
    });

  it('refuses a tax id with stray characters (400) and saves a valid one trimmed', async () => {
    const { owner } = await billed();
    const put = (taxId: string) =>
      callAs(t.app, owner.token, {
        method: 'PUT',
        url: '/api/v2/organization/settings',
        payload: { ...SETTINGS, taxId },
      });
    expect((await put('TRN <script>')).statusCode).toBe(400);
    const saved = await put(SETTINGS.taxId);
    expect(saved.statusCode).toBe(200);
    expect(organizationSettingsReplySchema.parse(saved.json()).data.organization.taxId).toBe(
      'TRN 100-2345-6789',
    );
  });

  it('shows no receipt while the payment awaits verification, then the receipt and tax id on screen and in the PDF', async () => {
    const { organization, owner, invoice } = await billed();
    const readInvoice = async () =>
      invoiceReplySchema.parse(
        (
          await callAs(t.app, owner.token, {
            method: 'GET',
            url: `/api/v2/billing/invoices/${invoice.id}`,
          })
        ).json(),
      ).data.invoice;
    expect(await readInvoice()).toMatchObject({ organizationTaxId: null, receiptNumber: null });

    await callAs(t.app, owner.token, {
      method: 'PUT',
      url: '/api/v2/organization/settings',
      payload: SETTINGS,
    });
    const recorded = await callAs(t.app, recorder.token, {
      method: 'POST',
      url: '/api/v2/billing/admin/cash-payments',
      payload: {
        organizationId: organization.id,
        invoiceId: invoice.id,
        amount: invoice.total,
        currency: 'USD',
        paymentDate: '2026-05-04',
        receivedBy: 'Front desk: Rana',
        receiptNumber: 'RCPT-7731',
      },
    });
    expect(recorded.statusCode).toBe(201);
    const payment = cashPaymentReplySchema.parse(recorded.json()).data.payment;
    // A receipt not yet verified has paid nothing: the invoice does not claim it.
    expect(await readInvoice()).toMatchObject({
      organizationTaxId: 'TRN 100-2345-6789',
      receiptNumber: null,
    });

    const verified = await callAs(t.app, verifier.token, {
      method: 'POST',
      url: `/api/v2/billing/admin/cash-payments/${payment.id}/verify`,
      payload: { status: 'verified' },
    });
    expect(verified.statusCode).toBe(200);
    expect(await readInvoice()).toMatchObject({ status: 'paid', receiptNumber: 'RCPT-7731' });

    for (const [lang, labels] of [
      ['en', ['Receipt number', 'Tax ID']],
      ['ar', ['رقم الإيصال', 'الرقم الضريبي']],
    ] as const) {
      const pdf = await callAs(t.app, owner.token, {
        method: 'GET',
        url: `/api/v2/billing/invoices/${invoice.id}/pdf?lang=${lang}`,
      });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      for (const expected of [...labels, 'RCPT-7731', 'TRN 100-2345-6789']) {
        expect(text, lang).toContain(expected);
      }
    }
  }, 90_000);
});
