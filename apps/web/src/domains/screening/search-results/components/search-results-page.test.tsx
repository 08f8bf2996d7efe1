import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  STORED_ID,
  buildEvidence,
  buildHistoryData,
  buildReproduction,
} from '@test/screening/search-results/history-fixtures';

beforeEach(() => server.use(...shellHandlers()));

/** Answers the history with the fixture and records every query string asked for. */
function serveHistory() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/v2/search/history', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: buildHistoryData() });
    }),
    http.get(`*/api/v2/search/${STORED_ID}`, () =>
      HttpResponse.json({ success: true, data: buildEvidence() }),
    ),
    http.post(`*/api/v2/search/${STORED_ID}/reproduce`, () =>
      HttpResponse.json({ success: true, data: buildReproduction() }),
    ),
  );
  return queries;
}

describe('screening history (/search/results)', () => {
  it('lists past screenings and sends the filters (en)', async () => {
    const queries = serveHistory();
    const user = userEvent.setup();
    renderApp('/search/results', {
      user: buildSessionUser({ organizationRole: 'owner', organizationId: crypto.randomUUID() }),
    });
    const list = await screen.findByRole('list', { name: 'Screening History' }, { timeout: 5_000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ayman Zawahiri');
    expect(rows[0]).toHaveTextContent('3 matches');
    expect(rows[0]).toHaveTextContent('Highest risk: High');
    expect(rows[0]).toHaveTextContent('Dana Analyst');
    expect(rows[1]).toHaveTextContent('Clear');
    expect(rows[1]).toHaveTextContent('OFAC');

    await user.type(screen.getByLabelText('Name'), 'ayman');
    await user.selectOptions(screen.getByLabelText('Outcome'), 'high');
    await user.selectOptions(screen.getByLabelText('User'), 'u-1');
    await user.selectOptions(screen.getByLabelText('List'), 'un');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expect.poll(() => queries.at(-1)?.get('outcome')).toBe('high');
    const last = queries.at(-1);
    expect(last?.get('q')).toBe('ayman');
    expect(last?.get('userId')).toBe('u-1');
    expect(last?.get('list')).toBe('un');
    expect(last?.get('page')).toBe('1');
  }, 15_000);

  it("opens a row as it was shown, with its context, exports and a re-run on today's lists (en)", async () => {
    serveHistory();
    const user = userEvent.setup();
    renderApp('/search/results', { user: buildSessionUser() });
    await user.click(
      await screen.findByRole('link', { name: 'Open the screening of Ayman Zawahiri' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Screening of Ayman Zawahiri' }),
    ).toBeInTheDocument();
    const context = screen.getByRole('region', { name: 'As it was shown then' });
    expect(context).toHaveTextContent('Dana Analyst');
    expect(context).toHaveTextContent('name-v3');
    expect(context).toHaveTextContent(STORED_ID);
    expect(context).toHaveTextContent('UN (published');
    // The search screen's own results card, with its exports.
    const results = screen.getByRole('region', { name: 'Search Results' });
    expect(results).toHaveTextContent('AYMAN MUHAMMED RABI AL-ZAWAHIRI');
    expect(within(results).getByRole('button', { name: /Export/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Re-run against today's lists" }));
    expect(await screen.findByText(/The result is different today\./)).toHaveTextContent(
      'Then: 1 · Today: 2',
    );
    expect(screen.getByText('OFAC 12345')).toBeInTheDocument();
    expect(screen.getByText('UN QDi.006')).toBeInTheDocument();
    expect(screen.getByText('The lists have been updated since.')).toBeInTheDocument();
  });

  it('shows the history and a stored screening in Arabic', async () => {
    serveHistory();
    renderApp('/search/results', { user: buildSessionUser(), language: 'ar' });
    const list = await screen.findByRole('list', { name: 'سجل الفحص' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('3 تطابقات');
    expect(rows[0]).toHaveTextContent('أعلى خطورة: عالية');
    expect(rows[1]).toHaveTextContent('لا تطابقات');
    expect(rows[1]).toHaveTextContent('أوفاك');
    expect(screen.getByRole('button', { name: 'تطبيق' })).toBeInTheDocument();
  });

  it('opens a stored screening from its link in Arabic', async () => {
    serveHistory();
    renderApp(`/search/results?id=${STORED_ID}`, { user: buildSessionUser(), language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'فحص Ayman Zawahiri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة التشغيل على قوائم اليوم' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'كما عُرض حينها' })).toHaveTextContent('name-v3');
  });

  it('answers a search that is not the user’s with a plain message', async () => {
    const otherId = crypto.randomUUID();
    server.use(
      http.get(`*/api/v2/search/${otherId}`, () =>
        HttpResponse.json(buildErrorEnvelope('NOT_FOUND', 'Search not found'), { status: 404 }),
      ),
    );
    renderApp(`/search/results?id=${otherId}`, { user: buildSessionUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screening does not exist or is not yours to see.',
    );
  });
});
