import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { buildSearchReply, ZAWAHIRI_MATCH } from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';

beforeEach(() => server.use(...shellHandlers()));

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('results card: Monitor this name', { timeout: 30_000 }, () => {
  it('puts the searched name under monitoring with the search as its source and reports the alerts', async () => {
    const reply = buildSearchReply([ZAWAHIRI_MATCH], 0.042);
    const { handlers } = searchHandlers({ reply });
    const posted: unknown[] = [];
    server.use(
      ...handlers,
      http.post('*/api/v2/monitoring/subjects', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          {
            success: true,
            data: {
              subject: {
                id: '7d3b8f0e-4c1a-4e43-9a55-0c7e4f5a1b21',
                subjectType: 'person',
                firstName: 'Ayman',
                lastName: '',
                arabicName: '',
                dateOfBirth: null,
                nationality: null,
                reference: null,
                status: 'active',
                source: 'search',
                sourceRef: 'search-id',
                createdBy: { id: 'u-1', name: 'Ana Analyst' },
                createdAt: '2026-11-25T09:00:00.000Z',
                lastScreenedAt: '2026-11-25T09:00:01.000Z',
                openAlerts: 1,
              },
              alertsRaised: 1,
            },
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/sanctions-screening', { user: buildSessionUser() });
    await user.type(await screen.findByLabelText('First Name', {}, { timeout: 10_000 }), 'Ayman');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = within(await screen.findByRole('region', { name: 'Search Results' }));
    await user.click(results.getByRole('button', { name: 'Monitor this name' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      firstName: 'Ayman',
      source: 'search',
      sourceRef: reply.data.searchId,
    });
    expect(await screen.findByText('Screened against every list: 1 alert raised.')).toBeVisible();
    expect(results.getByRole('button', { name: 'Monitor this name' })).toBeDisabled();
  });
});
