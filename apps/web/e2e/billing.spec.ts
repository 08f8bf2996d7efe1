import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { pdfText } from './support/downloads';
// Aliased: the hooks lint rule reads any use* call in a named helper as a React hook.
import { useLanguage as chooseLanguage } from './support/language';
import { createSecondSuperAdmin, recordPendingCashPayment } from './support/billing';
import { expectNoSidewaysScroll } from './support/layout';
import { createApprovedOrganization, uniqueSuffix } from './support/organization';
import type { ApprovedOrganization } from './support/organization';
import { E2E_ADMIN, signIn } from './support/sign-in';
import type { Account } from './support/sign-in';

const INVOICE_NUMBER = /INV-\d{4}-\d{6}/;

/** Every visible text the flow checks, in the language it runs in. */
const TEXTS = {
  en: {
    adminTitle: 'Billing Administration',
    recordPayment: 'Record Cash Payment',
    organization: 'Organization',
    invoice: 'Invoice',
    amount: 'Amount',
    paymentDate: 'Payment date',
    receivedBy: 'Received by',
    receiptNumber: 'Receipt number',
    submit: 'Record Payment',
    recorded: 'Cash payment recorded successfully!',
    cashPaymentsTab: 'Cash Payments',
    pendingTitle: 'Pending Verification',
    verify: (receipt: string) => `Verify payment ${receipt}`,
    confirmVerify: 'Confirm verification',
    ownPayment:
      'Failed to update payment: You recorded this payment; another super admin must verify it',
    updated: 'Payment status updated successfully!',
    verifiedTitle: 'Recently Verified',
    verifiedBadge: 'Verified',
    billingTitle: 'Billing',
    overview: 'Subscription Overview',
    recentInvoices: 'Recent Invoices',
    paid: 'Paid',
    active: 'Active',
    download: 'Download Invoice',
    pdfTitle: /Invoice/,
    status: 'Status',
    trialBanner: /Trial Active/,
  },
  ar: {
    adminTitle: 'إدارة الفوترة',
    recordPayment: 'تسجيل دفعة نقدية',
    organization: 'المؤسسة',
    invoice: 'الفاتورة',
    amount: 'المبلغ',
    paymentDate: 'تاريخ الدفع',
    receivedBy: 'المستلِم',
    receiptNumber: 'رقم الإيصال',
    submit: 'تسجيل الدفعة',
    recorded: 'تم تسجيل الدفعة النقدية بنجاح!',
    cashPaymentsTab: 'المدفوعات النقدية',
    pendingTitle: 'بانتظار التحقق',
    verify: (receipt: string) => `التحقق من الدفعة ${receipt}`,
    confirmVerify: 'تأكيد التحقق',
    ownPayment: 'تعذّر تحديث الدفعة: أنت من سجّل هذه الدفعة؛ يجب أن يتحقق منها مشرف عام آخر',
    updated: 'تم تحديث حالة الدفعة بنجاح!',
    verifiedTitle: 'المُتحقَّق منها مؤخرًا',
    verifiedBadge: 'مُتحقَّق منها',
    billingTitle: 'الفوترة',
    overview: 'نظرة عامة على الاشتراك',
    recentInvoices: 'أحدث الفواتير',
    paid: 'مدفوعة',
    active: 'نشط',
    download: 'تنزيل الفاتورة',
    pdfTitle: /فاتورة/,
    status: 'الحالة',
    trialBanner: /الفترة التجريبية نشطة/,
  },
} as const;

type Language = keyof typeof TEXTS;

/**
 * The super admin records the cash the owner brought for the invoice issued at approval; their own
 * Verify is refused (four-eyes on money, ADR 009), and a second super admin verifies it from the Cash
 * Payments tab after confirming. Returns the invoice number.
 */
async function recordAndVerifyPayment(
  browser: Browser,
  organization: ApprovedOrganization,
  verifier: Account,
  language: Language,
): Promise<string> {
  const text = TEXTS[language];
  const receipt = `R-${uniqueSuffix()}`;
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, E2E_ADMIN);
  await chooseLanguage(admin, language);
  await admin.goto('/billing');
  await expect(admin.getByRole('heading', { name: text.adminTitle })).toBeVisible();

  await admin.getByRole('button', { name: text.recordPayment }).click();
  const dialog = admin.getByRole('dialog', { name: text.recordPayment });
  await dialog
    .getByLabel(text.organization, { exact: true })
    .selectOption({ label: organization.displayName });
  const invoiceSelect = dialog.getByLabel(text.invoice, { exact: true });
  const invoiceOption = invoiceSelect.locator('option').filter({ hasText: INVOICE_NUMBER });
  await expect(invoiceOption).toHaveCount(1);
  const invoiceNumber = INVOICE_NUMBER.exec((await invoiceOption.textContent()) ?? '')?.[0] ?? '';
  await invoiceSelect.selectOption({ label: (await invoiceOption.textContent()) ?? '' });
  // The amount owed (Starter, monthly: 99.00 USD) and today's date are filled in.
  await expect(dialog.getByLabel(text.amount, { exact: true })).toHaveValue('99.00');
  await expect(dialog.getByLabel(text.paymentDate)).not.toHaveValue('');
  await dialog.getByLabel(text.receivedBy).fill('Front desk');
  await dialog.getByLabel(text.receiptNumber).fill(receipt);
  await dialog.getByRole('button', { name: text.submit }).click();
  await expect(admin.getByText(text.recorded, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await admin.getByRole('tab', { name: text.cashPaymentsTab }).click();
  const ownRow = admin
    .getByRole('table', { name: text.pendingTitle })
    .getByRole('row')
    .filter({ hasText: receipt });
  await ownRow.getByRole('button', { name: text.verify(receipt) }).click();
  await admin.getByRole('dialog').getByRole('button', { name: text.confirmVerify }).click();
  await expect(admin.getByText(text.ownPayment, { exact: true })).toBeVisible();
  await expect(ownRow).toHaveCount(1);
  await context.close();

  const verifierContext = await browser.newContext();
  const second = await verifierContext.newPage();
  await signIn(second, verifier);
  await chooseLanguage(second, language);
  await second.goto('/billing');
  await second.getByRole('tab', { name: text.cashPaymentsTab }).click();
  const pending = second.getByRole('table', { name: text.pendingTitle });
  const row = pending.getByRole('row').filter({ hasText: receipt });
  await expect(row.getByText(invoiceNumber, { exact: true })).toBeVisible();
  await row.getByRole('button', { name: text.verify(receipt) }).click();
  await second.getByRole('dialog').getByRole('button', { name: text.confirmVerify }).click();
  await expect(second.getByText(text.updated, { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  const verified = second
    .getByRole('list', { name: text.verifiedTitle })
    .getByRole('listitem')
    .filter({ hasText: receipt });
  await expect(verified.getByText(organization.displayName)).toBeVisible();
  await expect(verified.getByText(text.verifiedBadge, { exact: true })).toBeVisible();
  await verifierContext.close();
  return invoiceNumber;
}

/** The owner's /billing shows the invoice paid and the subscription active, and downloads the PDF. */
async function expectPaidInvoice(page: Page, invoiceNumber: string, language: Language) {
  const text = TEXTS[language];
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: text.billingTitle, exact: true })).toBeVisible();
  const recent = page.getByRole('list', { name: text.recentInvoices });
  const invoice = recent.getByRole('listitem').filter({ hasText: invoiceNumber });
  await expect(invoice.getByText(text.paid, { exact: true })).toBeVisible();
  const overview = page.getByText(text.overview, { exact: true }).locator('xpath=../..');
  await expect(overview.getByText(text.active, { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const path = await download.path();
  expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const content = pdfText(path);
  expect(content).toContain(invoiceNumber);
  expect(content).toMatch(text.pdfTitle);
}

for (const language of ['en', 'ar'] as const) {
  test(`the super admin records and verifies a cash payment; the owner sees the invoice paid (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    const organization = await createApprovedOrganization(request, { language });
    // Three sign-ins (recorder, verifier, owner) on a loaded machine.
    test.slow();
    const verifier = await createSecondSuperAdmin(request);
    const invoiceNumber = await recordAndVerifyPayment(browser, organization, verifier, language);

    await signIn(page, organization.owner);
    await chooseLanguage(page, language);
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectPaidInvoice(page, invoiceNumber, language);

    // The organisation dashboard agrees: active, and no "pay at our office" trial banner any more.
    await page.goto('/organization');
    await expect(page.getByRole('region', { name: TEXTS[language].status })).toContainText(
      TEXTS[language].active,
    );
    await expect(page.getByText(TEXTS[language].trialBanner)).toHaveCount(0);
  });
}

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the super admin billing dashboard, its tabs and the plans do not scroll sideways in Arabic', async ({
    page,
    request,
  }) => {
    // An organisation with a payment awaiting verification, so every table has rows.
    const organization = await createApprovedOrganization(request, { language: 'ar' });
    const receipt = await recordPendingCashPayment(request, organization);
    await signIn(page, E2E_ADMIN);
    await chooseLanguage(page, 'ar');
    await page.goto('/billing');
    await expect(page.getByRole('heading', { name: TEXTS.ar.adminTitle })).toBeVisible();
    await expect(page.getByText(organization.displayName, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, '/billing (organizations)');

    await page.getByRole('tab', { name: TEXTS.ar.cashPaymentsTab }).click();
    await expect(page.getByRole('row').filter({ hasText: receipt })).toBeVisible();
    await expectNoSidewaysScroll(page, '/billing (cash payments)');

    await page.getByRole('tab', { name: 'التحليلات' }).click();
    await expect(page.getByRole('tab', { name: 'التحليلات' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoSidewaysScroll(page, '/billing (analytics)');

    await page.getByRole('button', { name: TEXTS.ar.recordPayment }).click();
    await expect(page.getByRole('dialog', { name: TEXTS.ar.recordPayment })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the Record Cash Payment dialog');
    await page.keyboard.press('Escape');

    await page.goto('/billing/plans');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(page, '/billing/plans');
  });
});
