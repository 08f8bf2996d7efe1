import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RecentActivityEntry } from '@sanctions/contracts';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import type { Language } from '@/lib/language';
import { analyticsHandlers } from '@test/administration/analytics/analytics-handlers';

const ADMIN = buildSessionUser({ role: 'admin' });

const SEARCH_ENTRY: RecentActivityEntry = {
  id: 'search:1',
  type: 'search',
  key: 'search',
  title: 'Search performed',
  description: 'Huda Saleh (huda@bank.example): 3 matches',
  timestamp: '2026-05-04T11:00:00.000Z',
  metadata: { ip: '203.0.113.9', userAgent: 'browser' },
  matches: 3,
  actor: null,
  user: {
    id: '00000000-0000-4000-8000-000000000009',
    firstName: 'Huda',
    lastName: 'Saleh',
    email: 'huda@bank.example',
  },
};

function open(options: Parameters<typeof analyticsHandlers>[0] = {}, language: Language = 'en') {
  const { handlers, log } = analyticsHandlers(options);
  server.use(...handlers);
  return { ...renderApp('/analytics', { user: ADMIN, language }), log };
}

const card = async (title: string) =>
  within(await screen.findByRole('group', { name: title }, { timeout: 10_000 }));

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('analytics dashboard', { timeout: 30_000 }, () => {
  it('reads the last 30 days by default: cards with growth, terms, sources, limits and health', async () => {
    const { log } = open({ activities: [SEARCH_ENTRY] });
    const users = await card('Total users');
    expect(users.getByText('1,250')).toBeVisible();
    expect(users.getByText('+4.2% from the previous period')).toBeVisible();
    expect(log.ranges).toEqual(['30d']);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect((await card('Active users')).getByText('-12.5% from the previous period')).toBeVisible();
    const searches = await card('Total searches');
    expect(searches.getByText('3,000')).toBeVisible();
    expect(searches.getByText('No earlier figure to compare')).toBeVisible();
    expect((await card('Searches today')).getByText('+50% from yesterday')).toBeVisible();

    const terms = within(screen.getByRole('table', { name: 'Top search terms' }));
    expect(
      terms
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['omar khalil3', 'عمر خليل2']);
    // The charts' figures for screen readers, every day of the range.
    const days = within(screen.getByRole('table', { name: 'User activity' }));
    expect(days.getAllByRole('row')).toHaveLength(31);
    expect(days.getAllByRole('row').at(-1)).toHaveTextContent('4 May 2026');
    const sources = within(screen.getByRole('table', { name: 'Matches by list source' }));
    expect(sources.getByRole('row', { name: 'OFAC SDN 1,234' })).toBeInTheDocument();

    expect(screen.getByText('Users at their daily limit').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Average searches per user this month').nextSibling).toHaveTextContent(
      '37.2',
    );
    expect(screen.getByText('Connected (1.5 ms)')).toBeVisible();
    expect(screen.getByText('3 h 25 min')).toBeVisible();
    expect(screen.getByText('95th percentile search time').nextSibling).toHaveTextContent('180 ms');
    expect(screen.getByText('No successful import')).toBeVisible();
    expect(screen.getByTestId('user-activity-chart')).toHaveAttribute('data-x-reversed', 'false');

    const activity = within(screen.getByRole('region', { name: 'Recent activity' }));
    expect(await activity.findByText('Search performed')).toBeVisible();
    expect(activity.getByText('Huda Saleh · matches: 3')).toBeVisible();
  });

  it('switches the range and asks the server for it', async () => {
    const { user, log } = open();
    await card('Total users');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(log.ranges).toContain('7d'));
    expect(await (await card('Total searches')).findByText('700')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(screen.getByRole('table', { name: 'User activity' })).getAllByRole('row'),
    ).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Last 90 days' }));
    expect(await (await card('Total searches')).findByText('9,000')).toBeVisible();
    expect(log.ranges).toEqual(['30d', '7d', '90d']);
  });

  it('says "Failed to fetch analytics" and retries', async () => {
    let calls = 0;
    const { user } = open({
      analytics: () => {
        calls += 1;
        return HttpResponse.json(buildErrorEnvelope('INTERNAL', 'boom'), { status: 500 });
      },
    });
    expect(
      await screen.findByText('Failed to fetch analytics', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const before = calls;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls).toBeGreaterThan(before));
  });

  it('reads right to left in Arabic: mirrored charts, Arabic texts and locale numbers', async () => {
    open({ activities: [SEARCH_ENTRY] }, 'ar');
    const users = await card('إجمالي المستخدمين');
    const number = new Intl.NumberFormat('ar');
    expect(users.getByText(number.format(1250))).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    for (const chart of ['user-activity-chart', 'source-matches-chart']) {
      expect(screen.getByTestId(chart)).toHaveAttribute('data-x-reversed', 'true');
      expect(screen.getByTestId(chart)).toHaveAttribute('data-value-axis', 'right');
    }
    expect(screen.getByRole('button', { name: 'آخر 30 يومًا' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('table', { name: 'نشاط المستخدمين' })).toBeInTheDocument();
    expect(screen.getByText('لا توجد قيمة سابقة للمقارنة')).toBeVisible();
    const activity = within(screen.getByRole('region', { name: 'النشاط الأخير' }));
    expect(await activity.findByText('تم إجراء بحث')).toBeVisible();
  });
});
