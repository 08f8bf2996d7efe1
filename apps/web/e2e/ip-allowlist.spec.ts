import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { errorEnvelopeSchema } from '@sanctions/contracts';
// Aliased: the hooks lint rule reads any use* call in a named helper as a React hook.
import { useLanguage as chooseLanguage } from './support/language';
import { expectNoSidewaysScroll } from './support/layout';
import { apiToken, createApprovedOrganization } from './support/organization';
import { callFrom } from './support/second-loopback';
import type { LoopbackAnswer } from './support/second-loopback';
import { E2E_ADMIN, signIn } from './support/sign-in';
import type { Account } from './support/sign-in';

// Issue 27 §2: IP allow-lists of an organisation (owners) and of the staff (super admins). The browser
// reaches the server from 127.0.0.1; the refused side calls from the second loopback address 127.0.0.2.
const LISTED = '127.0.0.1';
const ELSEWHERE = '127.0.0.2';

const TEXTS = {
  en: {
    ranges: 'Allowed addresses and CIDR ranges',
    yourAddress: `Your current address: ${LISTED}`,
    save: 'Save allow-list',
    saved: 'IP allow-list saved',
    confirmTitle: 'This list would lock you out',
    excludesYou: /^This list does not include your current address/,
    confirmSave: 'Save anyway',
    cancel: 'Cancel',
    ownersCard: 'IP allow-list',
    staffCard: 'Staff IP allow-list',
  },
  ar: {
    ranges: 'العناوين ونطاقات CIDR المسموح بها',
    yourAddress: `عنوانك الحالي: ${LISTED}`,
    save: 'حفظ القائمة',
    saved: 'تم حفظ قائمة عناوين IP',
    confirmTitle: 'ستمنعك هذه القائمة من الوصول',
    excludesYou: `لا تتضمن هذه القائمة عنوانك الحالي (${LISTED})، لذا سيؤدي حفظها إلى منعك من الوصول. أكّد لحفظها على أي حال.`,
    confirmSave: 'احفظ على أي حال',
    cancel: 'إلغاء',
    ownersCard: 'قائمة عناوين IP المسموح بها',
    staffCard: 'قائمة عناوين IP المسموح بها للموظفين',
  },
} as const;
type Language = keyof typeof TEXTS;

const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type Width = keyof typeof WIDTHS;

const SAVED_LIST = `${LISTED}/32\n10.0.0.0/8`;
const LOCKOUT_LIST = '198.51.100.0/24';

function expectRefusal(
  answer: LoopbackAnswer,
  messageKey: 'ipAllowlist.refused' | 'ipAllowlist.refusedStaff' = 'ipAllowlist.refused',
) {
  expect(answer.status, answer.body).toBe(403);
  expect(errorEnvelopeSchema.parse(JSON.parse(answer.body))).toMatchObject({
    messageKey,
    messageParams: { address: ELSEWHERE },
  });
}

async function openSignedIn(
  browser: Browser,
  account: Account,
  language: Language,
  width: Width,
  path: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: WIDTHS[width] });
  const page = await context.newPage();
  await signIn(page, account);
  await chooseLanguage(page, language);
  await page.goto(path);
  await chooseLanguage(page, language);
  return { page, close: () => context.close() };
}

/**
 * The card's whole round: a list with the browser's own address saved and kept after a reload, then a
 * list without it met by the warning, which cancelling leaves unsaved.
 */
async function saveThenMeetTheWarning(page: Page, language: Language, width: Width) {
  const text = TEXTS[language];
  const field = page.getByLabel(text.ranges);
  await expect(page.getByText(text.yourAddress)).toBeVisible();
  await field.fill(SAVED_LIST);
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.saved).first()).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue(SAVED_LIST);

  await field.fill(LOCKOUT_LIST);
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.confirmTitle)).toBeVisible();
  await expect(page.getByText(text.excludesYou)).toBeVisible();
  await expect(page.getByRole('button', { name: text.confirmSave })).toBeVisible();
  await expectNoSidewaysScroll(page, `the allow-list warning (${language}, ${width})`);
  await page.getByRole('button', { name: text.cancel }).click();
  await expect(page.getByText(text.confirmTitle)).toBeHidden();
  await page.reload();
  await expect(field).toHaveValue(SAVED_LIST);
}

for (const language of ['en', 'ar'] as const) {
  for (const width of ['desktop', 'phone'] as const) {
    test(`an owner limits the organisation to ${LISTED}, is warned before a list without it, and ${ELSEWHERE} is refused (${language}, ${width})`, async ({
      browser,
      request,
    }) => {
      const organization = await createApprovedOrganization(request, { language });
      const { page, close } = await openSignedIn(
        browser,
        organization.owner,
        language,
        width,
        '/organization/settings',
      );
      await expect(
        page.getByText(TEXTS[language].ownersCard, { exact: true }).first(),
      ).toBeVisible();

      await saveThenMeetTheWarning(page, language, width);

      // The saved list binds the owner's session and their sign-in alike.
      const token = await apiToken(request, organization.owner);
      expect((await callFrom(LISTED, 'GET', '/api/v2/auth-simple/me', { token })).status).toBe(200);
      expectRefusal(await callFrom(ELSEWHERE, 'GET', '/api/v2/auth-simple/me', { token }));
      expectRefusal(
        await callFrom(ELSEWHERE, 'POST', '/api/v2/auth-simple/login', {
          json: { email: organization.owner.email, password: organization.owner.password },
        }),
      );
      await close();
    });

    test(`a super admin limits staff to ${LISTED}, is warned before a list without it, and ${ELSEWHERE} is refused (${language}, ${width})`, async ({
      browser,
      request,
    }) => {
      const token = await apiToken(request, E2E_ADMIN);
      const { page, close } = await openSignedIn(
        browser,
        E2E_ADMIN,
        language,
        width,
        '/admin?tab=settings',
      );
      try {
        await expect(
          page.getByText(TEXTS[language].staffCard, { exact: true }).first(),
        ).toBeVisible();

        await saveThenMeetTheWarning(page, language, width);

        expect((await callFrom(LISTED, 'GET', '/api/v2/auth-simple/me', { token })).status).toBe(
          200,
        );
        expectRefusal(
          await callFrom(ELSEWHERE, 'GET', '/api/v2/auth-simple/me', { token }),
          'ipAllowlist.refusedStaff',
        );
      } finally {
        // Every spec signs the super admin in: the staff list is left off for them.
        const cleared = await request.put('/api/v2/super-admin/staff-ip-allowlist', {
          headers: { authorization: `Bearer ${token}` },
          data: { ranges: [] },
        });
        expect(cleared.status()).toBe(200);
        await close();
      }
    });
  }
}
