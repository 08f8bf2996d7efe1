import { MAX_BULK_FILE_BYTES } from '@sanctions/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  JOB_ID,
  ORGANIZATION_ID,
  organizationDetailsWith,
} from '@test/bulk/bulk-screening/bulk-fixtures';
import { bulkHandlers } from '@test/bulk/bulk-screening/bulk-handlers';

const USER = buildSessionUser();
const xlsx = () =>
  new File(['PK fake workbook'], 'customers.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

beforeEach(() => server.use(...shellHandlers()));

function openUpload(language: 'en' | 'ar' = 'en') {
  const { handlers, log } = bulkHandlers();
  server.use(...handlers);
  return { ...renderApp('/bulk-screening', { user: USER, language }), log };
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('bulk screening upload', { timeout: 30_000 }, () => {
  it('uploads, confirms the mapping, starts and shows the skipped rows of the new job', async () => {
    const { user, log, router } = openUpload();
    await user.upload(
      await screen.findByLabelText('Customer file', {}, { timeout: 10_000 }),
      xlsx(),
    );

    const given = await screen.findByRole('combobox', { name: 'Field of the column Given' });
    expect(given).toHaveValue('firstName');
    expect(screen.getByRole('combobox', { name: 'Field of the column Notes' })).toHaveValue('');
    expect(screen.getByText('4 rows found in customers.xlsx.', { exact: false })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'vip' })).toBeVisible();

    // Without a name column the start is refused, with the reason.
    await user.selectOptions(given, '');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Field of the column Surname' }),
      '',
    );
    expect(screen.getByText(/No column is mapped to a name/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start screening' })).toBeDisabled();

    await user.selectOptions(given, 'arabicName');
    await user.selectOptions(screen.getByLabelText('Search type'), 'exact');
    await user.selectOptions(screen.getByLabelText('Sanctions lists'), 'un');
    await user.clear(screen.getByLabelText('Minimum confidence (%)'));
    await user.type(screen.getByLabelText('Minimum confidence (%)'), '85');
    await user.click(screen.getByRole('button', { name: 'Start screening' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/bulk-screening/${JOB_ID}`));
    expect(log.starts).toEqual([
      {
        searchType: 'exact',
        sanctionLists: 'un',
        minConfidence: '85',
        mapping: JSON.stringify({ 'Customer ID': 'reference', Given: 'arabicName' }),
        // jsdom's File reaches Node's FormData as a plain blob: its name is checked by the e2e run.
        file: expect.any(String),
      },
    ]);
    const skipped = await screen.findByRole('list', { name: 'Skipped rows' });
    expect(within(skipped).getByText('Line 5')).toBeVisible();
    expect(within(skipped).getByText('At least one name field must be provided')).toBeVisible();
  });

  it('refuses a file over 20 MB before uploading it, in the server words', async () => {
    const { user } = openUpload();
    const big = xlsx();
    Object.defineProperty(big, 'size', { value: MAX_BULK_FILE_BYTES + 1 });
    await user.upload(await screen.findByLabelText('Customer file', {}, { timeout: 10_000 }), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is larger than 20 MB. Split it into smaller files and upload them one by one.',
    );
  });

  it('shows a quota refusal of the start in Arabic, with its numbers, from the message key', async () => {
    const { user } = openUpload('ar');
    server.use(
      http.post('*/api/v2/bulk-search', () =>
        HttpResponse.json(
          {
            ...buildErrorEnvelope(
              'SEARCH_LIMIT_REACHED',
              'This file has 4 rows to screen, but only 2 searches are left this month.',
            ),
            messageKey: 'bulkAllowance.insufficient',
            messageParams: { rows: 4, remaining: 2, resetsOn: '2026-12-01' },
          },
          { status: 429 },
        ),
      ),
    );
    await user.upload(await screen.findByLabelText('ملف العملاء', {}, { timeout: 10_000 }), xlsx());
    await user.click(await screen.findByRole('button', { name: 'ابدأ الفحص' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('لا يكفي رصيد عمليات البحث المتبقي');
    expect(alert).toHaveTextContent('يحتوي هذا الملف على 4 صفًا للفحص، لكن المتبقي هذا الشهر 2');
    expect(alert).not.toHaveTextContent('rows to screen');
  });

  it('shows an unsupported file refused by the preview', async () => {
    const { user } = openUpload();
    server.use(
      http.post('*/api/v2/bulk-search/preview', () =>
        HttpResponse.json(
          buildErrorEnvelope('UNSUPPORTED_MEDIA_TYPE', 'The file is not a CSV or XLSX file.'),
          { status: 415 },
        ),
      ),
    );
    await user.upload(
      await screen.findByLabelText('Customer file', {}, { timeout: 10_000 }),
      xlsx(),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('File type not supported');
    expect(alert).toHaveTextContent('The file is not a CSV or XLSX file.');
  });

  it('lists past jobs linking to each, and tells a member whose plan lacks bulk screening', async () => {
    const member = buildSessionUser({
      organizationId: ORGANIZATION_ID,
      organizationRole: 'member',
    });
    const { handlers } = bulkHandlers();
    server.use(
      ...handlers,
      http.get('*/api/v2/organization/details', () =>
        HttpResponse.json({
          success: true,
          data: organizationDetailsWith({ bulkScreening: false }),
        }),
      ),
    );
    renderApp('/bulk-screening', { user: member });
    expect(
      await screen.findByText(/plan does not include bulk screening/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Customer file')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Open customers.xlsx' })).toHaveAttribute(
      'href',
      `/bulk-screening/${JOB_ID}`,
    );
  });
});
