import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { ALL_FRESH, buildFreshnessItem, buildFreshnessReply } from '@test/freshness-fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { searchHandlers } from '@test/screening/search/search-handlers';

beforeEach(() => server.use(...shellHandlers(), ...searchHandlers().handlers));

function answerFreshness(lists: typeof ALL_FRESH) {
  server.use(
    http.get('*/api/v2/sanctions/freshness', () => HttpResponse.json(buildFreshnessReply(lists))),
  );
}

async function openSearch(language: 'en' | 'ar' = 'en') {
  const view = renderApp('/sanctions-screening', { user: buildSessionUser(), language });
  await screen.findByLabelText(language === 'ar' ? 'الاسم الأول' : 'First Name');
  return view;
}

// Issue 14 item 7: the Search button is disabled with the reason while searching is blocked.
describe('Search while lists are unavailable', { timeout: 20_000 }, () => {
  it('is disabled with the reason when no list is loaded', async () => {
    answerFreshness([]);
    await openSearch();
    const button = screen.getByRole('button', { name: 'Search' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(
      'Searching is unavailable: no sanctions list is loaded yet. An administrator must import the lists first.',
    );
  });

  it('says so in Arabic', async () => {
    answerFreshness([]);
    await openSearch('ar');
    const button = screen.getByRole('button', { name: 'بحث' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(
      'البحث غير متاح: لم تُحمَّل أي قائمة عقوبات بعد. يجب على المسؤول استيراد القوائم أولًا.',
    );
  });

  it('offers the served lists only, and "all lists" stays searchable', async () => {
    answerFreshness([
      ...ALL_FRESH.filter((item) => item.sanctionList !== 'ofac'),
      buildFreshnessItem({
        sanctionList: 'ca',
        listSource: 'Canada Consolidated Autonomous Sanctions List',
      }),
    ]);
    const { user } = await openSearch();
    const button = screen.getByRole('button', { name: 'Search' });
    // Wait for the freshness reply before judging the enabled state and the choices.
    await screen.findByRole('region', { name: 'Sanctions list dates' });
    expect(button).toBeEnabled();
    const select = screen.getByLabelText('Sanction List');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All Lists', 'UN', 'EU', 'UK', 'Canada']),
    );
    await user.selectOptions(select, 'ca');
    expect(button).toBeEnabled();
  });

  it('blocks a saved default list that is not loaded, and keeps it visible', async () => {
    server.use(...searchHandlers({ searchDefaults: { sanctionLists: 'ofac' } }).handlers);
    answerFreshness(ALL_FRESH.filter((item) => item.sanctionList !== 'ofac'));
    const { user } = await openSearch();
    const button = screen.getByRole('button', { name: 'Search' });
    await screen.findByRole('region', { name: 'Sanctions list dates' });
    const select = screen.getByLabelText('Sanction List');
    await waitFor(() => expect(select).toHaveValue('ofac'));
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(
      'Searching is unavailable: the OFAC (US) list is not loaded yet. Choose another list or all lists.',
    );

    await user.selectOptions(select, 'un');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('stays enabled when every list is loaded', async () => {
    answerFreshness(ALL_FRESH);
    await openSearch();
    await screen.findByRole('region', { name: 'Sanctions list dates' });
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });
});
