import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { useLanguage } from './support/language';
import { expectNoSidewaysScroll } from './support/layout';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS, waitForLists } from './support/wait-for-lists';

test.describe.configure({ timeout: LIST_IMPORT_WAIT_MS + 120_000 });

const UN_SOURCE = 'UN Consolidated List';

/**
 * The start-up import activates each publication and tells every active user (the seeded super admin
 * among them) in a "Sanctions list updated" notification: the UN one, in the bell's panel.
 */
async function unListNotification(page: Page, bellName: string): Promise<Locator> {
  const item = page
    .getByRole('dialog')
    .getByRole('listitem')
    .filter({ hasText: UN_SOURCE })
    .first();
  // The bell read its list at sign-in, perhaps before the import activated the UN list: reload until it has it.
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: bellName }).click();
    await expect(item).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  return item;
}

/** The version the notification opened (`/sanctions/updates?version=...`). */
function openedVersionId(page: Page): string {
  const id = new URL(page.url()).searchParams.get('version');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id ?? '';
}

test('an analyst opens a list update from its notification in English', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'en');

  const item = await unListNotification(page, 'Notifications');
  await item.getByRole('link', { name: 'View list updates' }).click();
  await expect(page).toHaveURL(/\/sanctions\/updates\?version=/);
  const versionId = openedVersionId(page);
  await expect(page.getByRole('heading', { name: UN_SOURCE })).toBeVisible();
  await expect(page.getByText('In use')).toBeVisible();
  // The start-up import is the publication's first version here: nothing earlier to compare with.
  await expect(page.getByText(/first version of this list imported here/)).toBeVisible();

  await page.getByRole('link', { name: 'All list updates' }).click();
  await expect(page.getByRole('heading', { name: 'Sanctions List Updates' })).toBeVisible();
  const rows = page.getByTestId('list-version-row');
  await expect(rows.filter({ hasText: UN_SOURCE })).not.toHaveCount(0);

  await page.getByLabel('List', { exact: true }).selectOption('un');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rows.filter({ hasNotText: 'United Nations' })).toHaveCount(0);
  await rows.filter({ hasText: UN_SOURCE }).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`version=${versionId}`));
});

test('an analyst opens a list update from its notification in Arabic on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, ['un']);
  await useLanguage(page, 'ar');

  const item = await unListNotification(page, 'الإشعارات');
  await item.getByRole('link', { name: 'عرض تحديثات القوائم' }).click();
  await expect(page).toHaveURL(/\/sanctions\/updates\?version=/);
  openedVersionId(page);
  await expect(page.getByRole('heading', { name: UN_SOURCE })).toBeVisible();
  await expect(page.getByText('قيد الاستخدام')).toBeVisible();
  await expectNoSidewaysScroll(page, 'a list version in Arabic at 390 px');

  await page.getByRole('link', { name: 'كل تحديثات القوائم' }).click();
  await expect(page.getByRole('heading', { name: 'تحديثات قوائم العقوبات' })).toBeVisible();
  await expect(page.getByTestId('list-version-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the list updates in Arabic at 390 px');
});
