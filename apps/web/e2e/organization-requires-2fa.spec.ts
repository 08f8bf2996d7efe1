import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { useLanguage as chooseLanguage } from './support/language';
import { expectNoSidewaysScroll } from './support/layout';
import { linkIn, waitForMail } from './support/mailbox';
import { apiToken, createApprovedOrganization, uniqueSuffix } from './support/organization';
import type { ApprovedOrganization } from './support/organization';
import type { Account } from './support/sign-in';
import { fillSignIn, signIn } from './support/sign-in';

const MEMBER_PASSWORD = 'Member-Passw0rd!';

const TEXTS = {
  en: {
    setupTitle: 'Set up two-factor authentication',
    organizationReason: /Your organization requires two-factor sign-in for every member/,
    password: 'Password',
    continue: 'Continue',
    code: '6-digit code',
    verify: 'Verify and Enable',
    codesTitle: 'Your backup codes',
    enter: 'Continue to the app',
  },
  ar: {
    setupTitle: 'إعداد المصادقة الثنائية',
    organizationReason: /تشترط مؤسستك المصادقة الثنائية/,
    password: 'كلمة المرور',
    continue: 'متابعة',
    code: 'الرمز المكوّن من 6 أرقام',
    verify: 'تحقق وفعّل',
    codesTitle: 'رموز الاحتياط الخاصة بك',
    enter: 'المتابعة إلى التطبيق',
  },
} as const;
type Language = keyof typeof TEXTS;

/** A member invited by the owner (API) who accepted the e-mailed link (API): a new account. */
async function invitedMember(
  request: APIRequestContext,
  organization: ApprovedOrganization,
): Promise<Account> {
  const email = `member-${uniqueSuffix()}@e2e.test`;
  const ownerToken = await apiToken(request, organization.owner);
  const invited = await request.post('/api/v2/organization/invitations', {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { email, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = linkIn(await waitForMail(email, /\/invitations\//), '/invitations/');
  const token = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  const accepted = await request.post('/api/v2/organization/invitations/accept', {
    data: { token, firstName: 'Karim', lastName: 'Mansour', password: MEMBER_PASSWORD },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { email, password: MEMBER_PASSWORD };
}

/**
 * The required set-up screen, step by step: password, the secret (the code computed from it, as an
 * authenticator app would), the backup codes, then into the app.
 */
async function completeRequiredSetup(page: Page, account: Account, language: Language) {
  const text = TEXTS[language];
  await expect(page.getByRole('heading', { name: text.setupTitle })).toBeVisible();
  await page.getByLabel(text.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text.continue, exact: true }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel(text.code).fill(await generate({ secret }));
  await page.getByRole('button', { name: text.verify }).click();
  await expect(page.getByRole('heading', { name: text.codesTitle })).toBeVisible();
  await page.getByRole('button', { name: text.enter }).click();
  await expect(page.getByRole('heading', { name: text.setupTitle })).toBeHidden();
}

test('an owner requires two-factor and a member is led through set-up at sign-in (English, desktop)', async ({
  page,
  browser,
  request,
}) => {
  const organization = await createApprovedOrganization(request);
  const member = await invitedMember(request, organization);

  // The owner turns the rule on in Organization Settings; the owner has no second factor either, so
  // they are led through set-up first, like every member.
  await signIn(page, organization.owner);
  await chooseLanguage(page, 'en');
  await page.goto('/organization/settings');
  // A controlled box: it shows the saved rule, so it turns checked once the server has it.
  await page.getByLabel('Require two-factor authentication for all members').click();
  await completeRequiredSetup(page, organization.owner, 'en');
  await page.goto('/organization/settings');
  await expect(page.getByLabel('Require two-factor authentication for all members')).toBeChecked();

  // The member signs in: nothing but the set-up until it is done, then the app.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await fillSignIn(memberPage, member);
  await expect(memberPage.getByText(TEXTS.en.organizationReason)).toBeVisible();
  // The server agrees: the member's other calls are refused with a clear code until set-up.
  const memberToken = await apiToken(request, member);
  const refused = await request.get('/api/v2/organization/details', {
    headers: { Authorization: `Bearer ${memberToken}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED' });
  await completeRequiredSetup(memberPage, member, 'en');
  await expect(memberPage).toHaveURL(/\/sanctions-screening$/);
  await expect(memberPage.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await context.close();
});

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a member of an organisation that requires two-factor sets it up in Arabic', async ({
    page,
    request,
  }) => {
    const organization = await createApprovedOrganization(request, { language: 'ar' });
    const member = await invitedMember(request, organization);
    const ownerToken = await apiToken(request, organization.owner);
    const required = await request.put('/api/v2/organization/security', {
      headers: { Authorization: `Bearer ${ownerToken}` },
      data: { requireTwoFactor: true },
    });
    expect(required.ok(), await required.text()).toBe(true);

    await fillSignIn(page, member);
    await expect(page.getByRole('heading', { name: TEXTS.en.setupTitle })).toBeVisible();
    await chooseLanguage(page, 'ar');
    await expect(page.getByText(TEXTS.ar.organizationReason)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the required two-factor set-up (Arabic, 390 px)');
    await completeRequiredSetup(page, member, 'ar');
    await expect(page).toHaveURL(/\/sanctions-screening$/);
    await expectNoSidewaysScroll(page, 'the screening page after set-up');
  });
});
