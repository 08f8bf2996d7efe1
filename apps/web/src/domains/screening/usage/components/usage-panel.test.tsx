import { DEFAULT_PREFERENCES, usageProfileDataResponseSchema } from '@sanctions/contracts';
import type { Preferences } from '@sanctions/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createI18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';
import { storeTokens } from '@/lib/token-storage';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { UsagePanel } from './usage-panel';

const RESET_AT = '2026-03-02T00:00:00.000Z';

/** A contract-valid usage reply: 5 searches at 13:00 UTC and 2 at 00:00 UTC today. */
const USAGE_REPLY = usageProfileDataResponseSchema.parse({
  success: true,
  data: {
    stats: {
      canSearch: true,
      reasonIfBlocked: null,
      blockedBy: null,
      daily: {
        used: 7,
        limit: 10,
        remaining: 3,
        percentage: 70,
        resetAt: RESET_AT,
        hoursUntilReset: 5,
      },
      monthly: {
        used: 7,
        limit: 100,
        remaining: 93,
        percentage: 7,
        resetAt: '2026-04-01T00:00:00.000Z',
        daysUntilReset: 31,
      },
      allTime: { total: 7, averagePerDay: 7, firstSearchAt: '2026-03-01T00:10:00.000Z' },
      subscription: { plan: null, organizationMonthlyLimit: null, organizationMonthlyUsed: null },
    },
    activity: { todayCount: 7, last7DaysCount: 7, searches: [] },
    charts: {
      hourlyToday: Array.from({ length: 24 }, (_, hour) => ({
        hour,
        count: hour === 13 ? 5 : hour === 0 ? 2 : 0,
      })),
    },
  },
});

function renderPanel(display: Partial<Preferences['display']>, language: Language = 'en') {
  storeTokens({ accessToken: 'access-token', refreshToken: 'refresh-token' });
  server.use(
    http.get('*/api/v2/auth-simple/me', () =>
      HttpResponse.json({ success: true, data: { user: buildSessionUser() } }),
    ),
    http.get('*/api/v2/user/preferences', () =>
      HttpResponse.json({
        success: true,
        data: {
          ...DEFAULT_PREFERENCES,
          language,
          display: { ...DEFAULT_PREFERENCES.display, ...display },
        },
      }),
    ),
    http.get('*/api/v3/usage/profile-data', () => HttpResponse.json(USAGE_REPLY)),
    http.get('*/api/v2/user/usage', () =>
      HttpResponse.json({
        success: true,
        data: {
          usage: { today: 7, thisMonth: 7, dailyLimit: 10, monthlyLimit: 100, totalSearches: 7 },
          topSearches: [],
        },
      }),
    ),
  );
  render(
    <AppProvider queryClient={createQueryClient()} i18n={createI18n(language)}>
      <UsagePanel />
    </AppProvider>,
  );
}

describe('usage panel hourly chart', { timeout: 20_000 }, () => {
  it.each([
    { language: 'en', bar: '13:00 UTC · Searches: 5', dir: 'ltr' },
    // The hour is an LTR isolate in Arabic, so "1:00 PM UTC" stays one unit in the right-to-left sentence.
    { language: 'ar', bar: '\u206613:00 UTC\u2069 · عمليات البحث: 5', dir: 'rtl' },
  ] as const)(
    'the bar tooltip reads $dir in $language inside the left-to-right clock axis',
    async ({ language, bar, dir }) => {
      renderPanel({}, language);
      const user = userEvent.setup();
      await user.hover(await screen.findByRole('button', { name: bar }));
      const tooltip = screen.getByRole('tooltip');
      expect(tooltip.closest('[dir="ltr"]')).not.toBeNull();
      expect(within(tooltip).getByText(bar)).toHaveAttribute('dir', dir);
    },
  );

  it.each([
    {
      timeFormat: '24h',
      bar: '13:00 UTC · Searches: 5',
      midnight: '00:00 UTC · Searches: 2',
      axis: ['00:00', '06:00', '12:00', '18:00', '23:00'],
    },
    {
      timeFormat: '12h',
      bar: '1:00 PM UTC · Searches: 5',
      midnight: '12:00 AM UTC · Searches: 2',
      axis: ['12:00 AM', '6:00 AM', '12:00 PM', '6:00 PM', '11:00 PM'],
    },
  ] as const)(
    'hour labels follow timeFormat $timeFormat',
    async ({ timeFormat, bar, midnight, axis }) => {
      renderPanel({ timeFormat });
      // The 24h default shows first; the labels change once the preferences have loaded.
      expect(await screen.findByRole('button', { name: bar })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: midnight })).toBeInTheDocument();
      const chart = screen.getByRole('list', { name: "Today's searches by hour" });
      const labels = chart.nextElementSibling;
      if (!(labels instanceof HTMLElement)) throw new Error('no hour axis');
      expect(
        within(labels)
          .getAllByText(/\d/)
          .map((label) => label.textContent),
      ).toEqual(axis);
    },
  );
});
