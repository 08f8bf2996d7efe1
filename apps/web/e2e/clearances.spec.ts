import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { addAdmin, openAs, searchSubject, waitForUnList } from './support/case-review';
import { expectNoSidewaysScroll } from './support/layout';
import { createApprovedOrganization } from './support/organization';
import { LIST_IMPORT_WAIT_MS } from './support/wait-for-lists';
import { DESKTOP, PHONE } from './support/views';

// Issue 23 §3 (ADR 024): a hit cleared by two people is suppressed in the next search; the clearance is
// revoked by two people on /cases/clearances, and the next search raises the hit again.
const TEXTS = {
  en: {
    decideHit: 'Decide this hit',
    decision: 'Your decision',
    reason: 'Reason',
    submit: 'Submit decision',
    waiting: 'Waiting for a second reviewer',
    approve: 'Approve',
    decided: 'Decided: false positive',
    cleared: 'Cleared before',
    clearancesLink: 'Clearances (whitelist)',
    clearancesTitle: 'Clearances',
    approvedBy: 'Approved by',
    active: 'Active',
    revoked: 'Revoked',
    askRevoke: 'Ask to revoke',
    sendRevoke: 'Send for approval',
    approveRevoke: 'Approve revocation',
  },
  ar: {
    decideHit: 'البتّ في هذه المطابقة',
    decision: 'قرارك',
    reason: 'السبب',
    submit: 'إرسال القرار',
    waiting: 'بانتظار مراجع ثانٍ',
    approve: 'موافقة',
    decided: 'محسوم: إيجابي كاذب',
    cleared: 'سبق استبعاده',
    clearancesLink: 'الاستثناءات (القائمة البيضاء)',
    clearancesTitle: 'الاستثناءات',
    approvedBy: 'اعتمده',
    active: 'ساري',
    revoked: 'ملغى',
    askRevoke: 'طلب الإلغاء',
    sendRevoke: 'إرسال للاعتماد',
    approveRevoke: 'اعتماد الإلغاء',
  },
} as const;

/** The clearance of the subject on /cases/clearances, reached from the alert queue's link. */
async function openClearance(page: Page, language: 'en' | 'ar') {
  const text = TEXTS[language];
  await page.goto('/cases');
  await page.getByRole('link', { name: text.clearancesLink }).click();
  await page.waitForURL(/\/cases\/clearances$/);
  await expect(page.getByRole('heading', { name: text.clearancesTitle, level: 1 })).toBeVisible();
  return page.getByTestId('clearance').first();
}

// Each language runs the whole story with the two people at different widths: both languages are seen on a
// desktop and on a phone.
const RUNS = [
  { language: 'en', maker: DESKTOP, checker: PHONE },
  { language: 'ar', maker: PHONE, checker: DESKTOP },
] as const;

for (const { language, maker: makerViewport, checker: checkerViewport } of RUNS) {
  test(`a hit cleared by two people is suppressed, revoked by two people and raised again (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(LIST_IMPORT_WAIT_MS + 300_000);
    const text = TEXTS[language];
    await waitForUnList(request);
    const organization = await createApprovedOrganization(request, { language });
    const reviewer = await addAdmin(request, organization);
    const maker = await openAs(browser, organization.owner, language, makerViewport);
    const checker = await openAs(browser, reviewer, language, checkerViewport);

    // Cleared by two people: the owner proposes a false positive, the admin approves it.
    const first = await searchSubject(maker, language);
    await expect(first.getByText(text.cleared)).toHaveCount(0);
    await first
      .getByRole('button', { name: new RegExp(text.decideHit) })
      .first()
      .click();
    await maker.waitForURL(/\/cases\/[0-9a-f-]{36}$/);
    const alertUrl = new URL(maker.url()).pathname;
    await maker.getByLabel(text.decision).selectOption('false_positive');
    await maker
      .getByLabel(text.reason, { exact: true })
      .fill('Different person: another birth date');
    await maker.getByRole('button', { name: text.submit }).click();
    await expect(maker.getByText(text.waiting)).toBeVisible();
    await checker.goto(alertUrl);
    await checker.getByLabel(text.reason, { exact: true }).fill('Checked the birth date: agreed');
    await checker.getByRole('button', { name: text.approve }).click();
    await expect(checker.getByText(text.decided).first()).toBeVisible();

    // Suppressed: the next search shows the hit as cleared.
    const second = await searchSubject(maker, language);
    await expect(second.getByText(text.cleared).first()).toBeVisible();

    // The whitelist names who approved it; the owner asks for the revocation.
    const clearance = await openClearance(maker, language);
    await expect(clearance.getByText(text.active, { exact: true })).toBeVisible();
    await expect(clearance.getByText(text.approvedBy)).toBeVisible();
    await expect(clearance.getByText(reviewer.name)).toBeVisible();
    await expectNoSidewaysScroll(maker, 'the clearances page');
    await clearance.getByRole('button', { name: text.askRevoke }).click();
    await clearance
      .getByLabel(text.reason, { exact: true })
      .fill('New adverse media: the customer may be the listed person');
    await clearance.getByRole('button', { name: text.sendRevoke }).click();
    await expect(clearance.getByRole('status')).toContainText(text.waiting);
    // Four-eyes: the one who asked is offered no approval of their own request.
    await expect(clearance.getByRole('button', { name: text.approveRevoke })).toHaveCount(0);

    // The admin approves: revoked at once.
    const pending = await openClearance(checker, language);
    await pending
      .getByLabel(text.reason, { exact: true })
      .fill('Agreed: review the customer again');
    await pending.getByRole('button', { name: text.approveRevoke }).click();
    await expect(pending.getByText(text.revoked, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(checker, 'the clearances page');

    // Raised again: the next search no longer shows the hit as cleared, and it can be decided anew.
    const third = await searchSubject(maker, language);
    await expect(third.getByText(text.cleared)).toHaveCount(0);
    await expect(
      third.getByRole('button', { name: new RegExp(text.decideHit) }).first(),
    ).toBeVisible();
    await maker.context().close();
    await checker.context().close();
  });
}
