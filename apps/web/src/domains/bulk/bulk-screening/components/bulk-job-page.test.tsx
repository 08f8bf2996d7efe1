import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { buildJob, JOB_ID } from '@test/bulk/bulk-screening/bulk-fixtures';
import { bulkHandlers } from '@test/bulk/bulk-screening/bulk-handlers';

const USER = buildSessionUser();
const JOB_PATH = `/bulk-screening/${JOB_ID}`;

beforeEach(() => server.use(...shellHandlers()));

const originalCreateObjectUrl = URL.createObjectURL;
afterEach(() => {
  URL.createObjectURL = originalCreateObjectUrl;
});
function captureDownloads() {
  // The reply's Blob comes from Node's fetch, not jsdom's realm; only its arrival is recorded.
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => {};
}

function openJob(options: Parameters<typeof bulkHandlers>[0] = {}, language: 'en' | 'ar' = 'en') {
  const { handlers, log } = bulkHandlers(options);
  server.use(...handlers);
  return { ...renderApp(JOB_PATH, { user: USER, language }), log };
}

const tile = (name: string) => within(screen.getByRole('group', { name }));

describe('bulk job page', { timeout: 30_000 }, () => {
  it('shows the progress of a running job, then the summary when it completes', async () => {
    openJob({
      jobStates: [
        buildJob({
          status: 'processing',
          totalRows: 3_000,
          processedRows: 1_000,
          rowsPerSecond: 250.4,
          secondsRemaining: 125,
        }),
        buildJob(),
      ],
    });
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'Screening progress' },
      { timeout: 10_000 },
    );
    expect(bar).toHaveAttribute('aria-valuenow', '1000');
    expect(bar).toHaveAttribute('aria-valuemax', '3000');
    expect(screen.getByText('1,000 of 3,000 rows screened')).toBeVisible();
    expect(screen.getByText('33%')).toBeVisible();
    expect(screen.getByText('250.4 rows/s')).toBeVisible();
    expect(screen.getByText('About 2 min 5 s left')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel job' })).toBeVisible();

    // The next poll (about a second later) finds it completed.
    await screen.findByRole('group', { name: 'Rows' }, { timeout: 5_000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(tile('Rows').getByText('4')).toBeVisible();
    expect(tile('Clear').getByText('2')).toBeVisible();
    expect(tile('High risk').getByText('1')).toBeVisible();
    expect(tile('Medium risk').getByText('0')).toBeVisible();
    expect(tile('Invalid').getByText('1')).toBeVisible();
    expect(await screen.findByText('Bulk search completed (rows: 3)')).toBeVisible();
  });

  it('filters the rows by status and risk and opens a hit in the match detail view', async () => {
    const { user, log } = openJob();
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await within(table).findByText('Jane Doe');
    expect(within(table).getByText('AYMAN MUHAMMED RABI AL-ZAWAHIRI')).toBeVisible();
    expect(within(table).getByText('At least one name field must be provided')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Status'), 'hit');
    await waitFor(() => expect(within(table).queryByText('Jane Doe')).toBeNull());
    await user.selectOptions(screen.getByLabelText('Risk'), 'high');
    await waitFor(() => {
      const last = log.rowQueries.at(-1);
      expect(last?.get('status')).toBe('hit');
      expect(last?.get('risk')).toBe('high');
      expect(last?.get('page')).toBe('1');
    });

    await user.click(
      within(table).getByRole('button', { name: 'View the match of Ayman al-Zawahiri' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('AYMAN MUHAMMED RABI AL-ZAWAHIRI').length).toBeGreaterThan(
      0,
    );
  });

  it('opens the case of a row hit from the match detail view (one case model, ADR 024)', async () => {
    const opened: unknown[] = [];
    server.use(
      http.post('*/api/v2/monitoring/cases/from-bulk-row', async ({ request }) => {
        opened.push(await request.json());
        return HttpResponse.json(
          {
            success: false,
            error: 'gone',
            message: 'gone',
            code: 'CONFLICT',
            messageKey: 'cases.entryNoLongerListed',
            requestId: 'r',
          },
          { status: 409 },
        );
      }),
    );
    const { user } = openJob();
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await user.click(
      await within(table).findByRole('button', { name: 'View the match of Ayman al-Zawahiri' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Decide this hit: AYMAN MUHAMMED RABI AL-ZAWAHIRI',
      }),
    );
    await waitFor(() =>
      expect(opened).toEqual([
        { jobId: JOB_ID, rowNumber: 1, sanctionList: 'un', sourceId: 'QDi.006' },
      ]),
    );
    expect(
      (await screen.findAllByText(/no longer on its list; search again/)).length,
    ).toBeGreaterThan(0);
  });

  it('cancels a running job after the confirmation', async () => {
    const { user, log } = openJob({
      jobStates: [buildJob({ status: 'processing', processedRows: 1, rowsPerSecond: null })],
    });
    await user.click(
      await screen.findByRole('button', { name: 'Cancel job' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    expect(log.cancels).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
    expect(await screen.findByText(/The job was cancelled/)).toBeVisible();
    expect(log.cancels).toBe(1);
  });

  it('downloads the results and the summary in the interface language', async () => {
    captureDownloads();
    const { user, log } = openJob();
    await user.click(
      await screen.findByRole('button', { name: 'Results (CSV)' }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Summary report (PDF)' }));
    await waitFor(() =>
      expect(log.downloads).toEqual([
        `/api/v2/bulk-search/${JOB_ID}/results?format=csv&locale=en`,
        `/api/v2/bulk-search/${JOB_ID}/report.pdf?locale=en`,
      ]),
    );
  });

  it('shows the summary, reasons and Excel download in Arabic', async () => {
    captureDownloads();
    const { user, log } = openJob({}, 'ar');
    await screen.findByRole('group', { name: 'خطورة عالية' }, { timeout: 10_000 });
    expect(tile('سليمة').getByText(new Intl.NumberFormat('ar').format(2))).toBeVisible();
    const skipped = await screen.findByRole('list', { name: 'الصفوف المتخطاة' });
    expect(within(skipped).getByText('يجب إدخال حقل اسم واحد على الأقل')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'النتائج (Excel)' }));
    await waitFor(() =>
      expect(log.downloads).toEqual([
        `/api/v2/bulk-search/${JOB_ID}/results?format=xlsx&locale=ar`,
      ]),
    );
  });
});
