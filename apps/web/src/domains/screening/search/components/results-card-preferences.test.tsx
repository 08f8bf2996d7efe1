import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import type { MatchInput, Preferences } from '@sanctions/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { buildSearchReply, ZAWAHIRI_MATCH } from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

/** `count` distinct listings named PERSON 1, PERSON 2, ... */
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

async function searchWith(matches: MatchInput[], display: Partial<Preferences['display']>) {
  const { handlers } = searchHandlers({ reply: buildSearchReply(matches) });
  server.use(...handlers);
  // Added last, so it answers before the search handlers' own preferences reply.
  server.use(
    http.get('*/api/v2/user/preferences', () =>
      HttpResponse.json({
        success: true,
        data: { ...DEFAULT_PREFERENCES, display: { ...DEFAULT_PREFERENCES.display, ...display } },
      }),
    ),
  );
  const view = renderApp('/sanctions-screening', { user: buildSessionUser() });
  await view.user.type(await screen.findByLabelText('First Name'), 'Person');
  await view.user.click(screen.getByRole('button', { name: 'Search' }));
  const results = within(await screen.findByRole('region', { name: 'Search Results' }));
  return { ...view, results };
}

function shownNames(results: { getAllByRole: (role: 'row') => HTMLElement[] }) {
  return results
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByText(/^PERSON \d+$/).textContent);
}

describe('results card with the display preferences', { timeout: 20_000 }, () => {
  it('pages the matches by resultsPerPage with Previous/Next and a true Showing line', async () => {
    const { user, results } = await searchWith(listings(25), { resultsPerPage: 10 });

    expect(shownNames(results)).toEqual(listings(10).map((match) => match.sanctionEntry.fullName));
    expect(results.getByText(/Showing 1–10 of 25 results/)).toBeVisible();
    expect(results.getByText('Page 1 of 3')).toBeVisible();
    const previous = results.getByRole('button', { name: 'Previous' });
    const next = results.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(shownNames(results)[0]).toBe('PERSON 11');
    expect(results.getByText(/Showing 11–20 of 25 results/)).toBeVisible();

    await user.click(next);
    expect(shownNames(results)).toEqual([
      'PERSON 21',
      'PERSON 22',
      'PERSON 23',
      'PERSON 24',
      'PERSON 25',
    ]);
    expect(results.getByText(/Showing 21–25 of 25 results/)).toBeVisible();
    expect(results.getByText('Page 3 of 3')).toBeVisible();
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(shownNames(results)[0]).toBe('PERSON 11');
  });

  it('opens the details of the row clicked on a later page', async () => {
    const { user, results } = await searchWith(listings(25), { resultsPerPage: 10 });
    await user.click(results.getByRole('button', { name: 'Next' }));
    await user.click(results.getByRole('button', { name: 'View details of PERSON 13' }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getAllByText('PERSON 13').length).toBeGreaterThan(0);
  });

  it('shows every match on one page, without a pager, when they fit', async () => {
    const { results } = await searchWith(listings(12), { resultsPerPage: 20 });
    expect(shownNames(results)).toHaveLength(12);
    expect(results.getByText(/Showing 12 of 12 results/)).toBeVisible();
    expect(results.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it.each([
    { compactView: true, density: 'compact', cell: 'py-1.5' },
    { compactView: false, density: 'comfortable', cell: 'py-3' },
  ])('compactView $compactView gives $density rows', async ({ compactView, density, cell }) => {
    const { results } = await searchWith(listings(1), { compactView });
    expect(results.getByRole('table')).toHaveAttribute('data-density', density);
    expect(results.getAllByRole('cell')[0]).toHaveClass(cell);
  });

  it.each([
    { showConfidenceScores: true, isScoreShown: true },
    { showConfidenceScores: false, isScoreShown: false },
  ])(
    'showConfidenceScores $showConfidenceScores keeps the bar and the risk level',
    async ({ showConfidenceScores, isScoreShown }) => {
      const { results } = await searchWith(listings(1), { showConfidenceScores });
      const [row] = results.getAllByRole('row').slice(1);
      if (!row) throw new Error('no result row');
      const cells = within(row);
      expect(cells.getByRole('meter', { name: 'Confidence' })).toHaveAttribute(
        'aria-valuenow',
        '96',
      );
      expect(cells.getByText('High')).toBeVisible();
      expect(cells.queryByText('96%') !== null).toBe(isScoreShown);
    },
  );

  it.each([
    { dateFormat: 'DD/MM/YYYY', shown: '19/06/1951' },
    { dateFormat: 'MM/DD/YYYY', shown: '06/19/1951' },
    { dateFormat: 'YYYY-MM-DD', shown: '1951-06-19' },
  ] as const)('dates of birth follow dateFormat $dateFormat', async ({ dateFormat, shown }) => {
    const { results } = await searchWith(listings(1), { dateFormat });
    expect(results.getByText(new RegExp(`Date of Birth: ${shown}`))).toBeVisible();
  });
});
