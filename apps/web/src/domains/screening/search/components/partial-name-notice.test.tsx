import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@sanctions/contracts';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { buildSearchReply, REVIEW_MATCH } from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';

beforeEach(() => server.use(...shellHandlers()));

/** A one-name reply: the query was "Zawahiri" alone. */
function partialReply(
  matches: Parameters<typeof buildSearchReply>[0],
  candidateCount: number,
): SearchResponse {
  const reply = buildSearchReply(matches);
  return {
    ...reply,
    data: {
      ...reply.data,
      query: { ...reply.data.query, firstName: '', lastName: 'Zawahiri' },
      partialName: true,
      candidateCount,
    },
  };
}

async function searchFor(reply: SearchResponse, language: 'en' | 'ar' = 'en') {
  const { handlers } = searchHandlers({ reply });
  server.use(...handlers);
  const view = renderApp('/sanctions-screening', { user: buildSessionUser(), language });
  await view.user.type(
    await screen.findByLabelText(language === 'ar' ? 'اسم العائلة' : 'Last Name'),
    'Zawahiri',
  );
  await view.user.click(screen.getByRole('button', { name: language === 'ar' ? 'بحث' : 'Search' }));
  return within(
    await screen.findByRole('region', {
      name: language === 'ar' ? 'نتائج البحث' : 'Search Results',
    }),
  );
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('results card for a partial name (one name given)', { timeout: 20_000 }, () => {
  it('says partial name with the candidate count above the alerts', async () => {
    const results = await searchFor(partialReply([REVIEW_MATCH], 3));

    const notice = within(results.getByRole('status'));
    expect(notice.getByText('Partial name')).toBeVisible();
    expect(notice.getByText('Only one name was given; 3 candidates to review.')).toBeVisible();
    expect(notice.queryByText(/None of them reached the alert threshold/)).toBeNull();
    expect(results.getAllByRole('row').slice(1)).toHaveLength(1);
    expect(results.queryByText('Safe to Proceed')).toBeNull();
  });

  it('never says Safe to Proceed when candidates stay below the threshold', async () => {
    const results = await searchFor(partialReply([], 12));

    expect(results.getByText('Only one name was given; 12 candidates to review.')).toBeVisible();
    expect(results.getByText(/None of them reached the alert threshold/)).toBeVisible();
    expect(results.queryByText('Safe to Proceed')).toBeNull();
    expect(results.queryByText('No Matches Found')).toBeNull();
  });

  it('says Safe to Proceed only when nothing at all was found', async () => {
    const results = await searchFor(partialReply([], 0));

    expect(results.getByText('No Matches Found')).toBeVisible();
    expect(results.getByText('Safe to Proceed')).toBeVisible();
    expect(results.queryByRole('status')).toBeNull();
  });

  it('says the same in Arabic', async () => {
    const results = await searchFor(partialReply([], 12), 'ar');

    expect(results.getByText('اسم جزئي')).toBeVisible();
    expect(results.getByText('أُدخل اسم واحد فقط؛ عدد المرشحين للمراجعة: 12.')).toBeVisible();
    expect(results.getByText(/لم يبلغ أيٌّ منهم حدّ التنبيه/)).toBeVisible();
    expect(results.queryByText('آمن للمتابعة')).toBeNull();
  });
});
