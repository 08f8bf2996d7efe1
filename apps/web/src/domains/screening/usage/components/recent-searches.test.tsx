import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import type { RecentSearch } from '@sanctions/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

const SEARCH: RecentSearch = {
  id: '7f3c1a52-1b1e-4a7e-9d51-0c2f6a0b9e11',
  names: { first: 'Ayman', last: 'Zawahiri', arabic: '' },
  timestamp: '2026-03-01T10:00:00.000Z',
  searchType: 'fuzzy',
  matchesFound: 2,
};

const usageReply = {
  success: true,
  data: {
    stats: {
      canSearch: true,
      reasonIfBlocked: null,
      blockedBy: null,
      daily: {
        used: 1,
        limit: 10,
        remaining: 9,
        percentage: 10,
        resetAt: '2026-03-02T00:00:00.000Z',
        hoursUntilReset: 5,
      },
      monthly: {
        used: 1,
        limit: 100,
        remaining: 99,
        percentage: 1,
        resetAt: '2026-04-01T00:00:00.000Z',
        daysUntilReset: 31,
      },
      allTime: { total: 1, averagePerDay: 1, firstSearchAt: SEARCH.timestamp },
      subscription: { plan: null, organizationMonthlyLimit: null, organizationMonthlyUsed: null },
    },
    activity: { todayCount: 1, last7DaysCount: 1, searches: [SEARCH] },
    charts: { hourlyToday: Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0 })) },
  },
};

describe('usage panel Recent Activity', () => {
  it('opens each recent search in the screening history', async () => {
    server.use(
      ...shellHandlers(),
      http.get('*/api/v2/user/preferences', () =>
        HttpResponse.json({ success: true, data: DEFAULT_PREFERENCES }),
      ),
      http.get('*/api/v3/usage/profile-data', () => HttpResponse.json(usageReply)),
      http.get('*/api/v2/user/usage', () =>
        HttpResponse.json({
          success: true,
          data: {
            usage: { today: 1, thisMonth: 1, dailyLimit: 10, monthlyLimit: 100, totalSearches: 1 },
            topSearches: [],
          },
        }),
      ),
    );
    renderApp('/profile?tab=usage', { user: buildSessionUser() });
    const link = await screen.findByRole('link', { name: 'Ayman Zawahiri' }, { timeout: 5_000 });
    expect(link).toHaveAttribute('href', `/search/results?id=${SEARCH.id}`);
  });
});
