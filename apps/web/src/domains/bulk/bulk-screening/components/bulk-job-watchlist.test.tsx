import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  CLEAR_ROW,
  HIT_ROW,
  JOB_ID,
  WATCHLIST_ROW,
  buildJob,
} from '@test/bulk/bulk-screening/bulk-fixtures';
import { bulkHandlers } from '@test/bulk/bulk-screening/bulk-handlers';
import { ALERT_ID, buildAlert, casesHandlers } from '@test/cases/cases/cases-handlers';
import { THRELKELD_WATCHLIST_MATCH } from '@test/screening/search/search-fixtures';

beforeEach(() => server.use(...shellHandlers()));

const JOB = buildJob({
  totalRows: 3,
  clearRows: 1,
  invalidRows: 0,
  hits: { high: 2, medium: 0, low: 0 },
});

function openJob(language: 'en' | 'ar') {
  const { handlers } = bulkHandlers({
    jobStates: [JOB],
    jobs: [JOB],
    rows: [HIT_ROW, CLEAR_ROW, WATCHLIST_ROW],
  });
  server.use(...handlers);
  return renderApp(`/bulk-screening/${JOB_ID}`, { user: buildSessionUser(), language });
}

// The digits as the interface formats them in Arabic (the runtime's ICU decides which).
const arabic = (value: number) => new Intl.NumberFormat('ar').format(value);

const TEXTS = {
  en: {
    hits: 'Watchlist hits of Quentin Marlowe Vasquez-Threlkeld',
    title: "Your organization's watchlists: hits found: 1",
    list: 'Watchlist: Fraud blocklist',
    score: '100% name match',
    decide: 'Decide this hit: Quentin Marlowe Vasquez-Threlkeld',
    sanctionsHits: 'Watchlist hits of Ayman al-Zawahiri',
  },
  ar: {
    hits: 'نتائج قوائم المراقبة لـ Quentin Marlowe Vasquez-Threlkeld',
    title: `قوائم المراقبة الخاصة بمؤسستك: عدد النتائج: ${arabic(1)}`,
    list: 'قائمة المراقبة: Fraud blocklist',
    score: `تطابق الاسم ${arabic(100)}٪`,
    decide: 'البتّ في هذه المطابقة: Quentin Marlowe Vasquez-Threlkeld',
    sanctionsHits: 'نتائج قوائم المراقبة لـ Ayman al-Zawahiri',
  },
} as const;

describe('bulk job rows with hits on the organisation’s own watchlist', { timeout: 30_000 }, () => {
  it.each(['en', 'ar'] as const)(
    '%s: a row shows its watchlist hit apart, in the table and in the phone cards',
    async (language) => {
      const texts = TEXTS[language];
      openJob(language);
      const table = within(await screen.findByRole('table', {}, { timeout: 10_000 }));
      const cards = within(screen.getByTestId('bulk-row-cards'));
      for (const view of [table, cards]) {
        const hits = within(await view.findByRole('list', { name: texts.hits }));
        expect(hits.getByText('Quentin Marlowe Vasquez-Threlkeld')).toBeVisible();
        expect(hits.getByText(texts.list)).toBeVisible();
        expect(hits.getByText(texts.score)).toBeVisible();
        expect(hits.getByText('INT-001')).toBeVisible();
        expect(hits.getByText('Chargeback fraud 2024')).toBeVisible();
        expect(view.getByText(texts.title)).toBeVisible();
        // A row with sanctions matches only has no watchlist part.
        expect(view.queryByRole('list', { name: texts.sanctionsHits })).toBeNull();
      }
    },
  );

  it.each(['en', 'ar'] as const)(
    '%s: "Decide this hit" opens the case of the row\'s watchlist hit and goes to it (ADR 042)',
    async (language) => {
      const texts = TEXTS[language];
      const opened: unknown[] = [];
      server.use(
        ...casesHandlers({ alert: () => buildAlert() }).handlers,
        http.post('*/api/v2/monitoring/cases/from-bulk-row/watchlist', async ({ request }) => {
          opened.push(await request.json());
          return HttpResponse.json(
            { success: true, data: { alertId: ALERT_ID, created: true } },
            { status: 201 },
          );
        }),
      );
      const view = openJob(language);
      const table = within(await screen.findByRole('table', {}, { timeout: 10_000 }));
      const hits = within(await table.findByRole('list', { name: texts.hits }));
      await view.user.click(hits.getByRole('button', { name: texts.decide }));
      await waitFor(() =>
        expect(opened).toEqual([
          {
            jobId: JOB_ID,
            rowNumber: WATCHLIST_ROW.rowNumber,
            watchlistId: THRELKELD_WATCHLIST_MATCH.watchlist.id,
            entryId: THRELKELD_WATCHLIST_MATCH.entry.id,
          },
        ]),
      );
      await waitFor(() => expect(view.router.state.location.pathname).toBe(`/cases/${ALERT_ID}`));
    },
  );
});
