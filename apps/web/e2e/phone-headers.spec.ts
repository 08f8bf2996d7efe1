import { test } from '@playwright/test';
import { useLanguage } from './support/language';
import { expectNoSidewaysScroll, expectWholeHeading } from './support/layout';
import { createApprovedOrganization } from './support/organization';
import { signIn } from './support/sign-in';

// Issue 23: at 390 px the organisation pages' titles broke inside words ("Memb/ers", "Web/hook/s",
// "Organizati/on Settings") and ran under the back link.
const PHONE = { width: 390, height: 844 };
const PAGES = [
  '/organization/members',
  '/organization/webhooks',
  '/organization/settings',
] as const;

test.use({ viewport: PHONE });

for (const language of ['en', 'ar'] as const) {
  test(`the organisation pages' titles stay whole at 390 px in ${language === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
    request,
  }) => {
    test.slow();
    const organization = await createApprovedOrganization(request, { language });
    await signIn(page, organization.owner);
    await useLanguage(page, language);
    for (const path of PAGES) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectWholeHeading(page, `${path} (${language})`);
      await expectNoSidewaysScroll(page, `${path} (${language}) at 390 px`);
    }
  });
}
