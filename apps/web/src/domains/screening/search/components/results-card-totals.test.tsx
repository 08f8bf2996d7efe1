import type { MatchInput } from '@sanctions/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { buildSearchReply, ZAWAHIRI_MATCH } from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';

beforeEach(() => server.use(...shellHandlers()));

function listings(count: number): MatchInput[] {
  return Array.from({ length: count }, (_, index) => ({
    ...ZAWAHIRI_MATCH,
    sanctionEntry: {
      ...ZAWAHIRI_MATCH.sanctionEntry,
      sourceId: `QDi.${index + 1}`,
      fullName: `PERSON ${index + 1}`,
    },
    matchedName: `PERSON ${index + 1}`,
  }));
}

/** A reply whose matches were cut by the server's cap: 60 returned of 612 found. */
function cappedReply(searchTime = 0.012) {
  const reply = buildSearchReply(listings(60), searchTime);
  return { ...reply, data: { ...reply.data, totalMatches: 612, truncated: true } };
}

async function searchFor(language: 'en' | 'ar') {
  const { handlers } = searchHandlers({ reply: cappedReply() });
  server.use(...handlers);
  const view = renderApp('/sanctions-screening', { user: buildSessionUser(), language });
  await view.user.type(
    await screen.findByLabelText(language === 'ar' ? 'الاسم الأول' : 'First Name'),
    'Person',
  );
  await view.user.click(screen.getByRole('button', { name: language === 'ar' ? 'بحث' : 'Search' }));
  const results = within(
    await screen.findByRole('region', {
      name: language === 'ar' ? 'نتائج البحث' : 'Search Results',
    }),
  );
  return { ...view, results };
}

describe('results card with more matches than the server returns', { timeout: 20_000 }, () => {
  it('shows the true total, says the cap applied, and pages through every returned match (20 a page by default)', async () => {
    const { user, results } = await searchFor('en');

    expect(results.getByText('Matches: 612')).toBeVisible();
    expect(results.getByRole('note')).toHaveTextContent('Showing the first 60 of 612 matches');
    expect(results.getByText(/Showing 1–20 of 612 results/)).toHaveTextContent(
      'Search time: 12 ms',
    );
    await user.click(results.getByRole('button', { name: 'Next' }));
    await user.click(results.getByRole('button', { name: 'Next' }));
    expect(results.getByText(/Showing 41–60 of 612 results/)).toBeVisible();
    expect(results.getByText('PERSON 60')).toBeVisible();
    expect(results.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says so in Arabic', async () => {
    const { results } = await searchFor('ar');
    expect(results.getByRole('note')).toHaveTextContent('عرض أول 60 من 612 تطابقًا');
    expect(results.getByText(/مدة البحث/)).toHaveTextContent('مدة البحث: 12 ملي ث');
  });
});
