import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { buildFreshnessItem, buildFreshnessReply } from '@test/freshness-fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

const EMPTY_PAGE = { alerts: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } };
const COUNTS = { open: 0, escalated: 0, proposed: 0, awaitingMyApproval: 0, assignedToMe: 0 };
/** An installation serving the UN and Canadian lists only. */
const SERVED = [
  buildFreshnessItem({ sanctionList: 'un' }),
  buildFreshnessItem({
    sanctionList: 'ca',
    listSource: 'Canada Consolidated Autonomous Sanctions List',
  }),
];

// The shell's handlers first: handlers registered later take precedence (this test's freshness reply).
beforeEach(() => {
  server.use(...shellHandlers());
  server.use(
    http.get('*/api/v2/sanctions/freshness', () =>
      HttpResponse.json(buildFreshnessReply(SERVED, 48, [], ['un', 'ca'])),
    ),
    http.get('*/api/v2/monitoring/alerts', () =>
      HttpResponse.json({ success: true, data: EMPTY_PAGE }),
    ),
    http.get('*/api/v2/monitoring/alerts/counts', () =>
      HttpResponse.json({ success: true, data: COUNTS }),
    ),
    http.get('*/api/v2/monitoring/reviewers', () =>
      HttpResponse.json({ success: true, data: { colleagues: [] } }),
    ),
  );
});

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('the alert queue list filter', { timeout: 30_000 }, () => {
  it.each([
    { language: 'en' as const, label: 'List', options: ['Any', 'UN', 'Canada'] },
    { language: 'ar' as const, label: 'القائمة', options: ['الكل', 'الأمم المتحدة', 'كندا'] },
  ])('offers only the lists served ($language)', async ({ language, label, options }) => {
    renderApp('/cases', { user: buildSessionUser(), language });
    const select = await screen.findByLabelText(label, {}, { timeout: 10_000 });
    await within(select).findByRole('option', { name: options[2] }, { timeout: 10_000 });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(options);
  });
});
