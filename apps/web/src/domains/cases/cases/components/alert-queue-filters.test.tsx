import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { NO_FILTERS, activeFilterCount } from './alert-queue-filters';

const EMPTY_PAGE = { alerts: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } };
const COUNTS = { open: 0, escalated: 0, proposed: 0, awaitingMyApproval: 0, assignedToMe: 0 };

beforeEach(() =>
  server.use(
    ...shellHandlers(),
    http.get('*/api/v2/monitoring/alerts', () =>
      HttpResponse.json({ success: true, data: EMPTY_PAGE }),
    ),
    http.get('*/api/v2/monitoring/alerts/counts', () =>
      HttpResponse.json({ success: true, data: COUNTS }),
    ),
    http.get('*/api/v2/monitoring/reviewers', () =>
      HttpResponse.json({ success: true, data: { colleagues: [] } }),
    ),
  ),
);

describe('activeFilterCount', () => {
  it('counts the filters that narrow the queue, a blank search not among them', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, search: '  ', risk: 'high', assignee: 'me' })).toBe(
      2,
    );
  });
});

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('the alert queue filters on a phone', { timeout: 30_000 }, () => {
  it('fold behind a toggle that names how many apply, in English', async () => {
    const { user } = renderApp('/cases', { user: buildSessionUser() });
    const toggle = await screen.findByRole('button', { name: 'Filters' }, { timeout: 10_000 });
    const form = screen.getByRole('search', { name: 'Filter alerts' });
    // Folded below sm (CSS), tied to the toggle for screen readers.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    expect(form).toHaveClass('max-sm:hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(form).not.toHaveClass('max-sm:hidden');

    await user.selectOptions(within(form).getByLabelText('Risk'), 'high');
    await user.selectOptions(within(form).getByLabelText('Assignee'), 'me');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeVisible();
  });

  it('names the toggle in Arabic', async () => {
    renderApp('/cases', { user: buildSessionUser(), language: 'ar' });
    expect(
      await screen.findByRole('button', { name: 'التصفية' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-expanded', 'false');
  });
});
