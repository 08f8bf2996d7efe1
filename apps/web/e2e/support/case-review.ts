import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { useLanguage as switchLanguage } from './language';
import { linkIn, waitForMail } from './mailbox';
import { apiToken, uniqueSuffix } from './organization';
import type { ApprovedOrganization } from './organization';
import { E2E_ADMIN, signIn } from './sign-in';
import type { Account } from './sign-in';
import { LIST_IMPORT_WAIT_MS } from './wait-for-lists';

// Case review in the browser (issues 16 and 23): the listed subject both specs screen, a second reviewer.
export const SUBJECT = { firstName: 'Aiman Muhammed Rabi', lastName: 'Al-Zawahiri' };
const REVIEWER_PASSWORD = 'Reviewer-Passw0rd!';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Lists import in the background after start-up: waits until the UN list is active. */
export async function waitForUnList(request: APIRequestContext) {
  const token = await apiToken(request, E2E_ADMIN);
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v2/admin/sanctions/stats', {
          headers: bearer(token),
        });
        if (!response.ok() || !(await response.text()).includes('"sanctionList":"un"'))
          return false;
        // Active is not yet searchable: the screening index loads the version after it (a subject added
        // in between would be screened against nothing and wait for the nightly pass).
        const search = await request.post('/api/v2/search', {
          headers: bearer(token),
          data: { ...SUBJECT, sanctionLists: 'un' },
        });
        return search.ok() && (await search.text()).includes('"sourceId"');
      },
      { timeout: LIST_IMPORT_WAIT_MS, intervals: [2_000] },
    )
    .toBe(true);
}

/** The owner invites an admin (a second reviewer) who accepts through the API with the e-mailed token. */
export async function addAdmin(
  request: APIRequestContext,
  organization: ApprovedOrganization,
): Promise<Account & { name: string }> {
  const email = `reviewer-${uniqueSuffix()}@e2e.test`;
  const ownerToken = await apiToken(request, organization.owner);
  const invited = await request.post('/api/v2/organization/invitations', {
    headers: bearer(ownerToken),
    data: { email, role: 'admin' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const link = linkIn(await waitForMail(email, /\/invitations\//), '/invitations/');
  const token = new URL(link).pathname.split('/').pop() ?? '';
  const accepted = await request.post('/api/v2/organization/invitations/accept', {
    data: { token, firstName: 'Karim', lastName: 'Mansour', password: REVIEWER_PASSWORD },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { email, password: REVIEWER_PASSWORD, name: 'Karim Mansour' };
}

/** A browser context of its own signed in as `account`, in `language` (at `viewport` when given). */
export async function openAs(
  browser: Browser,
  account: Account,
  language: 'en' | 'ar',
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext(viewport === undefined ? {} : { viewport });
  const page = await context.newPage();
  await signIn(page, account);
  // The account's stored language applies after sign-in; toggling before it lands would undo it.
  await page.waitForLoadState('networkidle');
  // The stored language may still land after the network settles and undo a toggle: try again until it holds.
  await expect(async () => switchLanguage(page, language)).toPass({ timeout: 40_000 });
  return page;
}

const SEARCH_TEXTS = {
  en: {
    firstName: 'First Name',
    lastName: 'Last Name',
    results: 'Search Results',
    decideHit: 'Decide this hit',
  },
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    results: 'نتائج البحث',
    decideHit: 'البتّ في هذه المطابقة',
  },
} as const;

/**
 * Searches {@link SUBJECT} on the search screen until its hit offers "Decide this hit" (the lists may still
 * be loading) and answers the results region.
 */
export async function searchSubject(page: Page, language: 'en' | 'ar') {
  const text = SEARCH_TEXTS[language];
  await page.goto('/sanctions-screening');
  await page.getByLabel(text.firstName, { exact: true }).first().fill(SUBJECT.firstName);
  await page.getByLabel(text.lastName, { exact: true }).first().fill(SUBJECT.lastName);
  const results = page.getByRole('region', { name: text.results });
  await expect(async () => {
    await page
      .locator('form')
      .getByRole('button', { name: /^(Search|بحث)$/ })
      .click();
    await expect(
      results.getByRole('button', { name: new RegExp(text.decideHit) }).first(),
    ).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  return results;
}
