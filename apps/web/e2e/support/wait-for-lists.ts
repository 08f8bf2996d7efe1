import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Long enough for the server to import every file of ../shared/data/lists on two shared cores. */
export const LIST_IMPORT_WAIT_MS = 240_000;

/**
 * Lists import in the background after start-up, and the screening index is built after each version
 * activates: polls the admin statistics (as the signed-in super admin) until every one of `lists` is
 * active, and the readiness probe until the served index holds each of them. An active list that the
 * index does not serve yet answers 503 "being loaded" to a search or a bulk upload.
 */
export async function waitForLists(page: Page, lists: readonly string[]): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/v2/admin/sanctions/stats', {
          headers: { Authorization: `Bearer ${token ?? ''}` },
        });
        if (!response.ok()) return [];
        const text = JSON.stringify(await response.json());
        return lists.filter((list) => text.includes(`"sanctionList":"${list}"`));
      },
      { timeout: LIST_IMPORT_WAIT_MS, intervals: [2_000] },
    )
    .toEqual(lists);
  await expect
    .poll(
      async () => {
        // 503 while the index loads, with the same body: read it either way.
        const response = await page.request.get('/api/health/ready');
        const text = JSON.stringify(await response.json());
        const index = text.slice(text.indexOf('"index"'));
        return lists.filter((list) => index.includes(`"sanctionList":"${list}"`));
      },
      { timeout: LIST_IMPORT_WAIT_MS, intervals: [1_000] },
    )
    .toEqual(lists);
}
