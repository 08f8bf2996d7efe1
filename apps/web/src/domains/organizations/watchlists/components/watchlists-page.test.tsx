import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { WATCHLIST_MESSAGES, WATCHLIST_ROW_PROBLEM_TEXT } from '@sanctions/contracts';
import type { WatchlistSummary } from '@sanctions/contracts';
import { MEMBER, OWNER } from '@test/organizations/organization/organization-fixtures';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

beforeEach(() => server.use(...shellHandlers()));

const FRAUD_LIST: WatchlistSummary = {
  id: '5b0d3f3e-1b7a-4d55-9a51-2f4f0a7f1c11',
  name: 'Fraud blocklist',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
  activeVersion: {
    id: 'c6a7e3c1-5f0e-4b8e-8f43-9a3e2c1d0b22',
    version: 2,
    fileName: 'fraud.csv',
    entryCount: 3,
    added: 1,
    removed: 1,
    changed: 1,
    uploadedBy: null,
    createdAt: '2026-11-28T09:00:00.000Z',
  },
};

/** The watchlists routes: one list, and an upload refused for two bad rows. */
function serveWatchlists() {
  server.use(
    http.get('*/api/v2/organization/watchlists', () =>
      HttpResponse.json({ success: true, data: { watchlists: [FRAUD_LIST] } }),
    ),
    http.post('*/api/v2/organization/watchlists', () =>
      HttpResponse.json(
        {
          ...buildErrorEnvelope(
            'VALIDATION_FAILED',
            WATCHLIST_MESSAGES['watchlist.rowsRefused'].replace('{{count}}', '2'),
          ),
          messageKey: 'watchlist.rowsRefused',
          messageParams: { count: 2 },
          issues: [
            {
              path: ['line', 3, 'name', 'nameMissing'],
              message: `Line 3: ${WATCHLIST_ROW_PROBLEM_TEXT.nameMissing}`,
            },
            {
              path: ['line', 7, 'dateOfBirth', 'dateOfBirthInvalid'],
              message: `Line 7: ${WATCHLIST_ROW_PROBLEM_TEXT.dateOfBirthInvalid}`,
            },
          ],
        },
        { status: 400 },
      ),
    ),
  );
}

describe('Watchlists page', { timeout: 30_000 }, () => {
  it.each([
    {
      language: 'en' as const,
      name: 'Watchlist name',
      file: 'File (CSV or Excel)',
      upload: 'Upload',
      summary: 'Version 2 · entries: 3 · added: 1, removed: 1, changed: 1',
      message:
        'The file was not imported: 2 rows have problems. Fix them and upload the file again.',
      errors: 'Rows with problems',
      rows: [
        ['3', 'Name', 'The name is empty: every row needs the name of the person or organisation.'],
        [
          '7',
          'Date of birth',
          'The date of birth is not a date: write it as YYYY-MM-DD, YYYY-MM or YYYY (e.g. 1970-05-31).',
        ],
      ],
    },
    {
      language: 'ar' as const,
      name: 'اسم قائمة المراقبة',
      file: 'الملف (CSV أو Excel)',
      upload: 'رفع',
      summary: 'الإصدار 2 · عدد الإدخالات: 3 · أُضيف: 1، أُزيل: 1، تغيّر: 1',
      message: 'لم يُستورد الملف. عدد الصفوف التي بها مشكلات: 2. صحّحها ثم ارفع الملف مرة أخرى.',
      errors: 'الصفوف التي بها مشكلات',
      rows: [
        ['3', 'الاسم', 'الاسم فارغ: يحتاج كل صف إلى اسم الشخص أو الجهة.'],
        [
          '7',
          'تاريخ الميلاد',
          'تاريخ الميلاد ليس تاريخًا صحيحًا: اكتبه بالصيغة YYYY-MM-DD أو YYYY-MM أو YYYY (مثل 1970-05-31).',
        ],
      ],
    },
  ])(
    '$language: lists the watchlists and shows every bad row of a refused upload with its line and reason',
    async ({ language, name, file, upload, summary, message, errors, rows }) => {
      serveWatchlists();
      const view = renderApp('/organization/watchlists', { user: OWNER, language });
      expect(await screen.findByText(summary, {}, { timeout: 10_000 })).toBeVisible();
      await view.user.type(screen.getByLabelText(name), 'Staff conflicts');
      await view.user.upload(
        screen.getByLabelText(file),
        new File(['name\n'], 'conflicts.csv', { type: 'text/csv' }),
      );
      await view.user.click(screen.getByRole('button', { name: upload }));

      expect(await screen.findByText(message)).toBeVisible();
      const table = within(screen.getByRole('table', { name: errors }));
      const cells = table
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
      expect(cells).toEqual(rows);
    },
  );

  it('tells a plan without watchlist screening that it needs an upgrade', async () => {
    server.use(
      http.get('*/api/v2/organization/watchlists', () =>
        HttpResponse.json(
          {
            ...buildErrorEnvelope('FORBIDDEN', WATCHLIST_MESSAGES['watchlist.planLacksFeature']),
            messageKey: 'watchlist.planLacksFeature',
            messageParams: {},
          },
          { status: 403 },
        ),
      ),
    );
    renderApp('/organization/watchlists', { user: OWNER, language: 'en' });
    expect(
      await screen.findByText('Watchlist screening needs a plan upgrade', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText(WATCHLIST_MESSAGES['watchlist.planLacksFeature'])).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans and billing' })).toBeVisible();
    expect(screen.queryByLabelText('Watchlist name')).toBeNull();
  });

  it('shows a member the lists without upload or delete', async () => {
    serveWatchlists();
    renderApp('/organization/watchlists', { user: MEMBER, language: 'en' });
    expect(await screen.findByText('Fraud blocklist', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByLabelText('Watchlist name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
