import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { alertListResponseSchema, createSubjectResponseSchema } from '@sanctions/contracts';
import { SUBJECT, addAdmin, bearer, openAs, waitForUnList } from './support/case-review';
import { useLanguage as switchLanguage } from './support/language';
import { expectNoSidewaysScroll } from './support/layout';
import { apiToken, createApprovedOrganization, uniqueSuffix } from './support/organization';
import { signIn } from './support/sign-in';
import type { Account } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS } from './support/wait-for-lists';

// Issue 16: a monitored subject on the UN list raises an alert; four-eyes review in the browser.

const TEXTS = {
  en: {
    queue: 'Alert queue',
    decision: 'Your decision',
    reason: 'Reason',
    submit: 'Submit decision',
    waiting: 'Waiting for a second reviewer',
    approve: 'Approve',
    decided: 'Decided: false positive',
    approvedBy: (name: string) => `Approved by ${name}`,
    proposedBy: (name: string) => `proposed by ${name}`,
  },
  ar: {
    queue: 'قائمة التنبيهات',
    decision: 'قرارك',
    reason: 'السبب',
    submit: 'إرسال القرار',
    waiting: 'بانتظار مراجع ثانٍ',
    approve: 'موافقة',
    decided: 'محسوم: إيجابي كاذب',
    approvedBy: (name: string) => `وافق عليه ${name}`,
    proposedBy: (name: string) => `اقترحه ${name}`,
  },
} as const;

/** Adds the listed subject through the API and answers its UN alert's id. */
async function raiseAlert(request: APIRequestContext, owner: Account): Promise<string> {
  const token = await apiToken(request, owner);
  const created = await request.post('/api/v2/monitoring/subjects', {
    headers: bearer(token),
    data: { ...SUBJECT, reference: `CUST-${uniqueSuffix()}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const subjectId = createSubjectResponseSchema.parse(await created.json()).data.subject.id;
  // Screened at once when the UN list is active; else the list's activation re-screens it (ADR 019).
  let alertId = '';
  await expect
    .poll(
      async () => {
        const listed = await request.get(
          `/api/v2/monitoring/alerts?status=all&list=un&subjectId=${subjectId}`,
          { headers: bearer(token) },
        );
        const alerts = alertListResponseSchema.parse(await listed.json()).data.alerts;
        alertId = alerts[0]?.id ?? '';
        return alertId;
      },
      { timeout: LIST_IMPORT_WAIT_MS, intervals: [2_000] },
    )
    .not.toBe('');
  return alertId;
}

for (const language of ['en', 'ar'] as const) {
  test(`a false positive is proposed by one reviewer and approved by another (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(LIST_IMPORT_WAIT_MS + 120_000);
    const text = TEXTS[language];
    await waitForUnList(request);
    const organization = await createApprovedOrganization(request, { language });
    const reviewer = await addAdmin(request, organization);
    const alertId = await raiseAlert(request, organization.owner);
    const ownerName = `${organization.owner.firstName} ${organization.owner.lastName}`;

    const maker = await openAs(browser, organization.owner, language);
    await maker.goto('/cases');
    await expect(maker.getByRole('heading', { name: text.queue })).toBeVisible();
    await expect(maker.getByTestId('open-alerts-badge')).toBeVisible();
    await maker.goto(`/cases/${alertId}`);
    await maker.getByLabel(text.decision).selectOption('false_positive');
    await maker
      .getByLabel(text.reason, { exact: true })
      .fill('Different person: born 1990, not 1951');
    await maker.getByRole('button', { name: text.submit }).click();
    await expect(maker.getByText(text.waiting)).toBeVisible();
    await expect(maker.getByRole('button', { name: text.approve })).toHaveCount(0);

    const checker = await openAs(browser, reviewer, language);
    await checker.goto(`/cases/${alertId}`);
    await checker.getByLabel(text.reason, { exact: true }).fill('Checked the birth date: agreed');
    await checker.getByRole('button', { name: text.approve }).click();
    await expect(checker.getByText(text.decided).first()).toBeVisible();
    await expect(checker.getByText(text.proposedBy(ownerName))).toBeVisible();
    await expect(checker.getByText(text.approvedBy(reviewer.name))).toBeVisible();

    await maker.reload();
    await expect(maker.getByText(text.approvedBy(reviewer.name))).toBeVisible();
    await maker.context().close();
    await checker.context().close();
  });
}

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the alert queue and an alert do not scroll sideways in Arabic', async ({
    page,
    request,
  }) => {
    test.setTimeout(LIST_IMPORT_WAIT_MS + 60_000);
    await waitForUnList(request);
    const organization = await createApprovedOrganization(request, { language: 'ar' });
    const alertId = await raiseAlert(request, organization.owner);
    await signIn(page, organization.owner);
    await page.waitForLoadState('networkidle');
    await switchLanguage(page, 'ar');
    await page.goto('/cases');
    await expect(page.getByRole('heading', { name: TEXTS.ar.queue })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the alert queue');
    await page.goto(`/cases/${alertId}`);
    await expect(page.getByLabel(TEXTS.ar.decision)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the alert page');
  });
});
