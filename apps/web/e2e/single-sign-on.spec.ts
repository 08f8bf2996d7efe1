import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { meReplySchema, verifyEmailReplySchema } from '@sanctions/contracts';
import { useLanguage as chooseLanguage } from './support/language';
import { startTestOidcProvider } from '@sanctions/oidc-test-provider';
import type { TestOidcProvider } from '@sanctions/oidc-test-provider';
import { linkIn, waitForMail } from './support/mailbox';
import { apiToken, createApprovedOrganization, uniqueSuffix } from './support/organization';
import type { ApprovedOrganization } from './support/organization';
import { signIn } from './support/sign-in';

/**
 * Issue 27 §1 in the browser: an owner configures their OpenID provider (a real oidc-provider on
 * loopback), a new colleague signs in through it and becomes a member just in time, required single
 * sign-on refuses a password, and a tampered token is refused; in English on a desktop and in Arabic on a
 * 390 px phone.
 */

type Language = 'en' | 'ar';

const TEXTS = {
  en: {
    email: 'Email',
    continueSso: 'Continue with single sign-on',
    usePassword: 'Sign in with a password instead (owners)',
    password: 'Password',
    signIn: 'Sign In',
    notSignedIn: 'You were not signed in',
    tokenRejected:
      'The answer of your identity provider could not be verified, so you were not signed in.',
    breakGlass:
      'Your organisation requires single sign-on. Owners may sign in with a password only with two-factor authentication turned on.',
  },
  ar: {
    email: 'البريد الإلكتروني',
    continueSso: 'المتابعة بالدخول الموحّد',
    usePassword: 'تسجيل الدخول بكلمة المرور بدلًا من ذلك (للمالكين)',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    notSignedIn: 'لم يتم تسجيل دخولك',
    tokenRejected: 'تعذّر التحقق من ردّ مزوّد الهوية، لذا لم يتم تسجيل دخولك.',
    breakGlass:
      'تشترط مؤسستك الدخول الموحّد. لا يجوز للمالكين الدخول بكلمة المرور إلا مع تفعيل المصادقة الثنائية.',
  },
} as const;

const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
let provider: TestOidcProvider;

test.beforeAll(async () => {
  provider = await startTestOidcProvider({ redirectUris: [`${baseUrl}/sso/callback`] });
});
test.afterAll(async () => {
  await provider.close();
});
test.beforeEach(() => {
  provider.mode = 'honest';
});

/** An approved organisation whose owner's address in a fresh domain is verified (the domain's proof). */
async function organizationWithOwnDomain(
  request: APIRequestContext,
): Promise<{ organization: ApprovedOrganization; domain: string }> {
  const domain = `sso-${uniqueSuffix()}.test`;
  const organization = await createApprovedOrganization(request, {
    ownerEmail: `owner@${domain}`,
  });
  const link = linkIn(
    await waitForMail(organization.owner.email, /\/verify-email\//),
    '/verify-email/',
  );
  const token = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  const verified = await request.post('/api/v2/auth/verify-email', { data: { token } });
  expect(verified.ok(), await verified.text()).toBe(true);
  verifyEmailReplySchema.parse(await verified.json());
  return { organization, domain };
}

/** The owner fills the single sign-on card of the organisation settings page. */
async function configureSso(page: Page, domain: string) {
  await page.goto('/organization/settings');
  await page.getByLabel('Issuer URL').fill(provider.issuer);
  await page.getByLabel('Client ID').fill(provider.clientId);
  await page.getByLabel('Client secret').fill(provider.clientSecret);
  await page.getByLabel('E-mail domains').fill(domain);
  await expect(page.getByTestId('sso-redirect-uri')).toHaveText(`${baseUrl}/sso/callback`);
  await page.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByTestId('toast-viewport').getByText('Single sign-on saved')).toBeVisible();
}

/** Types the address on the sign-in page; an SSO domain's address offers the provider instead. */
async function continueWithSso(page: Page, email: string, language: Language) {
  const text = TEXTS[language];
  await page.goto('/login');
  await chooseLanguage(page, language);
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.email).blur();
  await expect(page.getByLabel(text.password, { exact: true })).toBeHidden();
  await page.getByRole('button', { name: text.continueSso }).click();
}

async function requireSso(
  request: APIRequestContext,
  owner: ApprovedOrganization['owner'],
  domain: string,
) {
  const token = await apiToken(request, owner);
  const saved = await request.put('/api/v2/organization/sso', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      issuerUrl: provider.issuer,
      clientId: provider.clientId,
      domains: [domain],
      defaultRole: 'member',
      requireSso: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function freshPage(browser: Browser, language: Language) {
  const context = await browser.newContext(
    language === 'ar'
      ? { viewport: { width: 390, height: 844 }, locale: 'ar', isMobile: true, hasTouch: true }
      : {},
  );
  return { context, page: await context.newPage() };
}

for (const language of ['en', 'ar'] as const) {
  test(`single sign-on: a new colleague joins through the provider, required SSO refuses the owner's bare password, a tampered token is refused (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    const text = TEXTS[language];
    const { organization, domain } = await organizationWithOwnDomain(request);
    await signIn(page, organization.owner);
    await configureSso(page, domain);

    // A colleague the platform has never seen signs in through the provider and lands in the app.
    const colleague = {
      email: `analyst-${language}@${domain}`,
      givenName: 'Lina',
      familyName: 'Haddad',
    };
    provider.addIdentity(colleague);
    const visitor = await freshPage(browser, language);
    await continueWithSso(visitor.page, colleague.email, language);
    await expect(visitor.page).toHaveURL(/\/sanctions-screening$/, { timeout: 20_000 });
    const accessToken = await visitor.page.evaluate(() => localStorage.getItem('accessToken'));
    const me = await request.get('/api/v2/auth-simple/me', {
      headers: { Authorization: `Bearer ${accessToken ?? ''}` },
    });
    const signedIn = meReplySchema.parse(await me.json()).data;
    expect(signedIn.user).toMatchObject({ email: colleague.email, organizationRole: 'member' });
    await visitor.context.close();

    // A provider answering with an altered signature: the callback page says so, nobody is signed in.
    const second = {
      email: `second-${language}@${domain}`,
      givenName: 'Omar',
      familyName: 'Saleh',
    };
    provider.addIdentity(second);
    provider.mode = 'tamper-signature';
    const tampered = await freshPage(browser, language);
    await continueWithSso(tampered.page, second.email, language);
    await expect(tampered.page.getByText(text.notSignedIn, { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(tampered.page.getByText(text.tokenRejected)).toBeVisible();
    expect(await tampered.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await tampered.context.close();
    provider.mode = 'honest';

    // Required single sign-on: the owner's password alone (no two-factor) no longer signs in.
    await requireSso(request, organization.owner, domain);
    const owner = await freshPage(browser, language);
    await owner.page.goto('/login');
    await chooseLanguage(owner.page, language);
    await owner.page.getByLabel(text.email).fill(organization.owner.email);
    await owner.page.getByLabel(text.email).blur();
    await owner.page.getByRole('button', { name: text.usePassword }).click();
    await owner.page.getByLabel(text.password, { exact: true }).fill(organization.owner.password);
    await owner.page.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(owner.page.getByTestId('toast-viewport').getByText(text.breakGlass)).toBeVisible();
    await expect(owner.page).toHaveURL(/\/login$/);
    await owner.context.close();
  });
}
