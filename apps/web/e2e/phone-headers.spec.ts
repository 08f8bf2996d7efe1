import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { addAdmin } from './support/case-review';
import { useLanguage } from './support/language';
import { expectNoSidewaysScroll, expectWholeHeading } from './support/layout';
import { createApprovedOrganization } from './support/organization';
import { signIn } from './support/sign-in';
import { PHONE } from './support/views';

// Issue 23: at 390 px the organisation pages' titles broke inside words ("Memb/ers", "Web/hook/s",
// "Organizati/on Settings") and ran under the back link.
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

/** The control lies wholly inside the phone's width (not in a table scrolled out of sight). */
async function expectOnScreen(control: Locator, what: string) {
  await expect(control, what).toBeVisible();
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box?.x ?? -1, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity), `${what}: right edge`).toBeLessThanOrEqual(
    PHONE.width,
  );
}

// Issue 23 §6: at 390 px the members table hid Set limits and Remove off the right edge.
for (const language of ['en', 'ar'] as const) {
  test(`a member's actions are on screen at 390 px in ${language === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
    request,
  }) => {
    test.slow();
    const organization = await createApprovedOrganization(request, { language });
    const admin = await addAdmin(request, organization);
    await signIn(page, organization.owner);
    await useLanguage(page, language);
    await page.goto('/organization/members');
    const actions = page.getByRole('group', {
      name: language === 'ar' ? new RegExp(admin.name) : `Actions for ${admin.name}`,
    });
    const labels =
      language === 'ar'
        ? { limits: 'تعيين الحدود', remove: 'إزالة' }
        : { limits: 'Set limits', remove: 'Remove' };
    await expectOnScreen(actions.getByRole('button', { name: labels.limits }), 'Set limits');
    await expectOnScreen(actions.getByRole('button', { name: labels.remove }), 'Remove');
    await expectNoSidewaysScroll(page, `/organization/members (${language}) at 390 px`);
    await actions.getByRole('button', { name: labels.limits }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}
