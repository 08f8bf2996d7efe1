import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { formatListDate } from '../lib/format-list-date';
import { ALL_FRESH, buildFreshnessReply } from '@test/freshness-fixtures';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

describe('list freshness in Arabic', { timeout: 20_000 }, () => {
  it('isolates each date from the list name before it', async () => {
    server.use(
      http.get('*/api/v2/sanctions/freshness', () =>
        HttpResponse.json(buildFreshnessReply(ALL_FRESH)),
      ),
    );
    renderApp('/terms', { user: buildSessionUser(), language: 'ar' });
    const indicator = within(await screen.findByRole('region', { name: 'تواريخ قوائم العقوبات' }));
    // Left in the run of a Latin name, the day would be drawn to its other side: "21 OFAC نوفمبر".
    const ofac = indicator.getByText(/^OFAC/);
    const date = formatListDate('2023-12-28T00:00:00.000Z', 'ar');
    expect(ofac).toHaveTextContent(`OFAC ${date}`);
    expect(within(ofac).getByText(date).tagName).toBe('BDI');
    for (const item of ALL_FRESH) {
      if (item.publishedAt === null) continue;
      expect(indicator.getByText(formatListDate(item.publishedAt, 'ar')).tagName).toBe('BDI');
    }
  });
});
