import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
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

  it.each([
    {
      language: 'en' as const,
      firstName: 'First Name',
      search: 'Search',
      section: "Your organization's watchlists: hits found: 1",
      decide: 'Decide this hit: Quentin Marlowe Vasquez-Threlkeld',
      refusal: /no longer on its list; search again/,
    },
    {
      language: 'ar' as const,
      firstName: 'الاسم الأول',
      search: 'بحث',
      section: 'قوائم المراقبة الخاصة بمؤسستك: عدد النتائج: 1',
      decide: 'البتّ في هذه المطابقة: Quentin Marlowe Vasquez-Threlkeld',
      refusal: /لم يعد القيد المطابق مدرجًا في قائمته/,
    },
  ])(
    '$language: "Decide this hit" on a watchlist hit opens its case by watchlist and row (ADR 042)',
    async ({ language, firstName, search, section, decide, refusal }) => {
      const opened: unknown[] = [];
      const reply = buildSearchReplyWithWatchlistHits([], [THRELKELD_WATCHLIST_MATCH]);
      const { handlers } = searchHandlers({ reply });
      server.use(
        ...handlers,
        http.post('*/api/v2/monitoring/cases/from-search/watchlist', async ({ request }) => {
          opened.push(await request.json());
          return HttpResponse.json(
            {
              success: false,
              error: 'gone',
              message: 'gone',
              code: 'CONFLICT',
              messageKey: 'cases.entryNoLongerListed',
              requestId: 'r',
            },
            { status: 409 },
          );
        }),
      );
      const view = renderApp('/sanctions-screening', { user: buildSessionUser(), language });
      await view.user.type(await screen.findByLabelText(firstName), 'Quentin');
      await view.user.click(screen.getByRole('button', { name: search }));

      const hits = within(await screen.findByRole('region', { name: section }));
      await view.user.click(hits.getByRole('button', { name: decide }));
      await waitFor(() =>
        expect(opened).toEqual([
          {
            searchId: reply.data.searchId,
            watchlistId: THRELKELD_WATCHLIST_MATCH.watchlist.id,
            entryId: THRELKELD_WATCHLIST_MATCH.entry.id,
          },
        ]),
      );
      expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    },
  );
});
