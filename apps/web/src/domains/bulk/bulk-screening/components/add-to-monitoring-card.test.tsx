import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { buildJob, JOB_ID } from '@test/bulk/bulk-screening/bulk-fixtures';
import { bulkHandlers } from '@test/bulk/bulk-screening/bulk-handlers';

beforeEach(() => server.use(...shellHandlers()));

function openJob(language: 'en' | 'ar' = 'en') {
  const { handlers } = bulkHandlers({ jobStates: [buildJob()] });
  const posted: { url: string; body: unknown }[] = [];
  server.use(
    ...handlers,
    http.post('*/api/v2/monitoring/subjects/from-bulk/:jobId', async ({ request }) => {
      posted.push({ url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({
        success: true,
        data: { added: 2, duplicates: 1, alertsRaised: 3 },
      });
    }),
  );
  return {
    ...renderApp(`/bulk-screening/${JOB_ID}`, { user: buildSessionUser(), language }),
    posted,
  };
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('bulk job: Add to monitoring', { timeout: 30_000 }, () => {
  it('adds all rows or the clear ones of a finished job and reports the counts', async () => {
    const { user, posted } = openJob();
    await user.click(
      await screen.findByRole('button', { name: 'Clear rows only' }, { timeout: 10_000 }),
    );
    await waitFor(() =>
      expect(posted).toEqual([
        { url: `/api/v2/monitoring/subjects/from-bulk/${JOB_ID}`, body: { rows: 'clear' } },
      ]),
    );
    expect(
      await screen.findByText('2 subjects added (1 already monitored), 3 alerts raised.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'All rows' }));
    await waitFor(() => expect(posted.at(-1)?.body).toEqual({ rows: 'all' }));
  });

  it('reads in Arabic', async () => {
    openJob('ar');
    expect(
      await screen.findByRole('button', { name: 'الصفوف السليمة فقط' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'كل الصفوف' })).toBeVisible();
  });
});
