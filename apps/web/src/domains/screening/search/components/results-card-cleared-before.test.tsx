import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  buildSearchReply,
  REVIEW_MATCH,
  ZAWAHIRI_MATCH,
} from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';

const ALERT_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

beforeEach(() => server.use(...shellHandlers()));

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('results: Cleared before', { timeout: 30_000 }, () => {
  it('marks a match cleared for this subject before, with a link to the decision, in the table and the detail view', async () => {
    const cleared = {
      ...ZAWAHIRI_MATCH,
      clearedBefore: {
        alertId: ALERT_ID,
        decisionId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
        clearedAt: '2026-11-20T10:00:00.000Z',
      },
    };
    const { handlers } = searchHandlers({ reply: buildSearchReply([cleared, REVIEW_MATCH]) });
    server.use(...handlers);
    const { user } = renderApp('/sanctions-screening', { user: buildSessionUser() });
    await user.type(await screen.findByLabelText('First Name', {}, { timeout: 10_000 }), 'Ayman');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = within(await screen.findByRole('region', { name: 'Search Results' }));
    const [first, second] = results
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(first?.getByText('Cleared before')).toBeVisible();
    expect(first?.getByRole('link', { name: 'See the decision' })).toHaveAttribute(
      'href',
      `/cases/${ALERT_ID}`,
    );
    expect(second?.queryByText('Cleared before')).toBeNull();

    await user.click(
      results.getByRole('button', { name: 'View details of AYMAN MUHAMMED RABI AL-ZAWAHIRI' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Cleared before')).toBeVisible();
  });
});
