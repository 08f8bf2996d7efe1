import { expect, test } from '@playwright/test';
import { addAdmin, openAs, searchSubject, waitForUnList } from './support/case-review';
import { useLanguage as switchLanguage } from './support/language';
import { expectNoSidewaysScroll } from './support/layout';
import { createApprovedOrganization } from './support/organization';
import { signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS } from './support/wait-for-lists';

// Issue 23 §3 (ADR 024): a hit of a one-off search is decided by two people and then shows as cleared.
const TEXTS = {
  en: {
    decideHit: 'Decide this hit',
    decision: 'Your decision',
    reason: 'Reason',
    submit: 'Submit decision',
    waiting: 'Waiting for a second reviewer',
    approve: 'Approve',
    decided: 'Decided: false positive',
    trigger: 'A hit of a one-off search',
    cleared: 'Cleared before',
  },
  ar: {
    decideHit: 'البتّ في هذه المطابقة',
    decision: 'قرارك',
    reason: 'السبب',
    submit: 'إرسال القرار',
    waiting: 'بانتظار مراجع ثانٍ',
    approve: 'موافقة',
    decided: 'محسوم: إيجابي كاذب',
    trigger: 'مطابقة في بحث منفرد',
    cleared: 'سبق استبعاده',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`a search hit decided by two people shows as cleared in the next search (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(LIST_IMPORT_WAIT_MS + 180_000);
    const text = TEXTS[language];
    await waitForUnList(request);
    const organization = await createApprovedOrganization(request, { language });
    const reviewer = await addAdmin(request, organization);

    const maker = await openAs(browser, organization.owner, language);
    const results = await searchSubject(maker, language);
    await expect(results.getByText(text.cleared)).toHaveCount(0);
    await results
      .getByRole('button', { name: new RegExp(text.decideHit) })
      .first()
      .click();
    await maker.waitForURL(/\/cases\/[0-9a-f-]{36}$/);
    const alertUrl = new URL(maker.url()).pathname;
    await expect(maker.getByText(text.trigger)).toBeVisible();
    await maker.getByLabel(text.decision).selectOption('false_positive');
    await maker
      .getByLabel(text.reason, { exact: true })
      .fill('Different person: another birth date');
    await maker.getByRole('button', { name: text.submit }).click();
    await expect(maker.getByText(text.waiting)).toBeVisible();
    // Four-eyes: the maker is offered no approval of their own decision.
    await expect(maker.getByRole('button', { name: text.approve })).toHaveCount(0);

    const checker = await openAs(browser, reviewer, language);
    await checker.goto(alertUrl);
    await checker.getByLabel(text.reason, { exact: true }).fill('Checked the birth date: agreed');
    await checker.getByRole('button', { name: text.approve }).click();
    await expect(checker.getByText(text.decided).first()).toBeVisible();

    const again = await searchSubject(maker, language);
    await expect(again.getByText(text.cleared).first()).toBeVisible();
    await maker.context().close();
    await checker.context().close();
  });
}

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the result rows with "decide this hit" do not scroll sideways in Arabic', async ({
    page,
    request,
  }) => {
    test.setTimeout(LIST_IMPORT_WAIT_MS + 60_000);
    await waitForUnList(request);
    const organization = await createApprovedOrganization(request, { language: 'ar' });
    await signIn(page, organization.owner);
    await page.waitForLoadState('networkidle');
    await switchLanguage(page, 'ar');
    await searchSubject(page, 'ar');
    await expectNoSidewaysScroll(page, 'the search results');
  });
});
