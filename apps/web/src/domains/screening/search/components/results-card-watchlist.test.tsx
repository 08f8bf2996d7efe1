import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  buildSearchReplyWithWatchlistHits,
  THRELKELD_WATCHLIST_MATCH,
} from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';

beforeEach(() => server.use(...shellHandlers()));

describe('results card with hits on the organisation’s own watchlist', { timeout: 20_000 }, () => {
  it.each([
    {
      language: 'en' as const,
      firstName: 'First Name',
      search: 'Search',
      results: 'Search Results',
      section: "Your organization's watchlists: hits found: 1",
      list: 'Watchlist: Fraud blocklist',
      safe: 'Safe to Proceed',
    },
    {
      language: 'ar' as const,
      firstName: 'الاسم الأول',
      search: 'بحث',
      results: 'نتائج البحث',
      section: 'قوائم المراقبة الخاصة بمؤسستك: عدد النتائج: 1',
      list: 'قائمة المراقبة: Fraud blocklist',
      safe: 'آمن للمتابعة',
    },
  ])(
    '$language: names the watchlist and never reads "safe to proceed"',
    async ({ language, firstName, search, results, section, list, safe }) => {
      const { handlers } = searchHandlers({
        reply: buildSearchReplyWithWatchlistHits([], [THRELKELD_WATCHLIST_MATCH]),
      });
      server.use(...handlers);
      const view = renderApp('/sanctions-screening', { user: buildSessionUser(), language });
      await view.user.type(await screen.findByLabelText(firstName), 'Quentin');
      await view.user.click(screen.getByRole('button', { name: search }));

      const card = within(await screen.findByRole('region', { name: results }));
      const hits = within(card.getByRole('region', { name: section }));
      expect(hits.getByText('Quentin Marlowe Vasquez-Threlkeld')).toBeVisible();
      expect(hits.getByText(list)).toBeVisible();
      expect(hits.getByText('INT-001')).toBeVisible();
      expect(hits.getByText('Chargeback fraud 2024')).toBeVisible();
      expect(card.queryByText(safe)).toBeNull();
    },
  );
});
