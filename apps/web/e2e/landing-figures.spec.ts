import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { listCoverageReplySchema, sanctionsStatsReplySchema } from '@sanctions/contracts';
import type { ListCoverage } from '@sanctions/contracts';
import { useLanguage } from './support/language';
import { expectNoSidewaysScroll } from './support/layout';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { LIST_IMPORT_WAIT_MS, waitForLists } from './support/wait-for-lists';
import { VIEWS } from './support/views';

test.describe.configure({ timeout: LIST_IMPORT_WAIT_MS + 120_000 });

const SERVED_LISTS = ['ofac', 'un', 'eu', 'uk'] as const;

/**
 * What the database says is active (the admin statistics), once the screening index serves all of it:
 * the landing page must show these figures, never typed ones.
 */
async function servedCoverage(page: Page): Promise<ListCoverage> {
  await signIn(page, E2E_ADMIN);
  await waitForLists(page, SERVED_LISTS);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const stats = sanctionsStatsReplySchema.parse(
    await (
      await page.request.get('/api/v2/admin/sanctions/stats', {
        headers: { Authorization: `Bearer ${token ?? ''}` },
      })
    ).json(),
  ).data;
  let coverage: ListCoverage | undefined;
  // The index rebuilds after the last activation: wait until it serves every active entry.
  await expect
    .poll(
      async () => {
        const reply = await page.request.get('/api/v2/sanctions/coverage');
        coverage = listCoverageReplySchema.parse(await reply.json()).data;
        return coverage.entries;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(stats.totalEntries);
  if (!coverage) throw new Error('no coverage read');
  expect(coverage.publications).toBe(stats.listBreakdown.length);
  expect([...coverage.regimes].sort()).toEqual(
    [...new Set(stats.listBreakdown.map((item) => item.sanctionList))].sort(),
  );
  expect(coverage.countries).toBeGreaterThan(0);
  return coverage;
}

for (const [viewport, what, language] of VIEWS) {
  test(`the ${language} landing page on ${what} shows the figures of the lists actually served`, async ({
    browser,
    page,
  }) => {
    const coverage = await servedCoverage(page);
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    const visitor = await context.newPage();
    await visitor.goto('/');
    await useLanguage(visitor, language);
    const format = (value: number) =>
      new Intl.NumberFormat(language === 'ar' ? 'ar' : 'en-GB').format(value);
    await expect(visitor.getByTestId('coverage-publications')).toHaveText(
      format(coverage.publications),
    );
    await expect(visitor.getByTestId('coverage-regimes')).toHaveText(
      format(coverage.regimes.length),
    );
    await expect(visitor.getByTestId('coverage-countries')).toHaveText(format(coverage.countries));
    await expect(visitor.getByTestId('coverage-entries')).toHaveText(format(coverage.entries));
    await expect(visitor.getByTestId('coverage-badge')).toContainText(
      format(coverage.publications),
    );
    // The figures typed before issue 23 are gone in both languages.
    await expect(visitor.getByText(/15\+ global lists|أكثر من 15 قائمة/)).toHaveCount(0);
    await expectNoSidewaysScroll(visitor, `the ${language} landing page on ${what}`);
    await context.close();
  });
}
