import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import type { Language } from '@/lib/language';
import { analyticsHandlers } from '@test/administration/analytics/analytics-handlers';

function open(language: Language) {
  server.use(...analyticsHandlers({}).handlers);
  return renderApp('/analytics', { user: buildSessionUser({ role: 'admin' }), language });
}

describe('analytics: match precision table', { timeout: 30_000 }, () => {
  it('shows per list and match type the judged, relevant and precision figures', async () => {
    open('en');
    const table = within(
      await screen.findByRole(
        'table',
        { name: "Match precision from analysts' feedback" },
        { timeout: 10_000 },
      ),
    );
    const rows = table.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'ListMatch typeJudgedRelevantPrecision',
      'ofacPhonetic8225%',
      'unExact33100%',
    ]);
  });

  it('reads in Arabic: match types translated, percentages in the Arabic locale format', async () => {
    open('ar');
    const table = within(
      await screen.findByRole(
        'table',
        { name: 'دقة التطابقات حسب تقييم المحللين' },
        { timeout: 10_000 },
      ),
    );
    expect(table.getByText('صوتي')).toBeVisible();
    expect(table.getByText('تطابق تام')).toBeVisible();
    expect(
      table.getByText(new Intl.NumberFormat('ar', { style: 'percent' }).format(0.25)),
    ).toBeVisible();
  });
});
