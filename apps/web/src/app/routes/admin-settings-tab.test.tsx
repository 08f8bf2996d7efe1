import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  buildRunReply,
  FAILED_VERSION_ID,
  JOB_ID,
  UN_ACTIVATED,
} from '@test/lists/sanctions/sanctions-fixtures';
import { sanctionsHandlers } from '@test/lists/sanctions/sanctions-handlers';
import { pendingOrganizationsHandlers } from '@test/administration/admin/pending-organizations-handlers';
import { usersTabHandlers } from '@test/administration/admin/users-tab-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

const ADMIN = buildSessionUser({ role: 'admin' });
const SUPER_ADMIN = buildSessionUser({ role: 'super_admin' });

function openSettings(
  options: Parameters<typeof sanctionsHandlers>[0] = {},
  language: 'en' | 'ar' = 'en',
) {
  const { handlers, log } = sanctionsHandlers(options);
  server.use(...handlers);
  const view = renderApp('/admin?tab=settings', { user: ADMIN, language });
  return { ...view, log };
}

function toastWith(title: string) {
  return screen.findByText(title, { selector: '*' }, { timeout: 5_000 });
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('admin Settings tab', { timeout: 30_000 }, () => {
  it('shows the statistics, the per-list breakdown, the failure and the version history', async () => {
    openSettings();

    const stats = within(
      (await screen.findByRole('heading', { name: 'Sanctions database statistics' })).closest(
        'div.rounded-lg',
      ) ?? document.body,
    );
    expect(await stats.findByText('19,342')).toBeVisible();
    const breakdown = within(stats.getByRole('table', { name: 'Entries per list' }));
    const [ofac, un] = breakdown.getAllByRole('row').slice(1);
    expect(ofac).toHaveTextContent(/OFAC.*OFAC SDN.*7a8b9c0d.*Not stated.*18,340.*Active/);
    expect(un).toHaveTextContent(
      /UN.*UN Security Council Consolidated List.*3f1e2d4c.*27 Feb 2026.*1,002/,
    );

    const failures = within(screen.getByRole('region', { name: 'Recent import failures' }));
    expect(failures.getByText('sdn.csv is truncated at line 812')).toBeVisible();
    expect(failures.getByText('Previous version still in use')).toBeVisible();

    const history = within(screen.getByRole('table', { name: 'Version history' }));
    const failedRow = history.getAllByRole('row').find((row) => row.dataset.status === 'failed');
    expect(failedRow).toHaveTextContent(FAILED_VERSION_ID.slice(0, 8));
    expect(failedRow).toHaveTextContent('sdn.csv is truncated at line 812');
    expect(history.getByText('+4 / -1 / ~7')).toBeVisible();

    expect(screen.getByText('Scheduled refresh every 24 hours.')).toBeVisible();
  });

  it('starts an update, toasts it, polls the job to its end and re-reads the statistics', async () => {
    const { user, log } = openSettings({
      crawl: () =>
        HttpResponse.json(
          {
            success: true,
            data: { jobId: JOB_ID, status: 'running' },
            message: 'Sanctions data update started',
          },
          { status: 202 },
        ),
      jobReplies: [
        () => HttpResponse.json(buildRunReply()),
        () =>
          HttpResponse.json(
            buildRunReply({
              status: 'succeeded',
              finishedAt: '2026-03-02T08:03:00.000Z',
              results: [UN_ACTIVATED],
            }),
          ),
      ],
    });
    await screen.findByText('19,342');
    const statsCallsBefore = log.statsCalls;

    await user.click(screen.getByRole('button', { name: 'Update data' }));

    expect(await toastWith('Sanctions data update started')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    const panel = await screen.findByRole('status', { name: 'Data update' });
    await waitFor(() => expect(panel).toHaveTextContent('Succeeded'), { timeout: 10_000 });
    expect(panel).toHaveTextContent(
      'UN Security Council Consolidated List · New version active · 1,003 entries (+1 / -0 / ~2)',
    );
    await waitFor(() => expect(log.statsCalls).toBeGreaterThan(statsCallsBefore));
    expect(screen.getByRole('button', { name: 'Update data' })).toBeEnabled();
    expect(log.crawlCalls).toBe(1);
  });

  it('shows the spec failure toast with the server message when the update cannot start', async () => {
    const { user, log } = openSettings({
      crawl: () =>
        HttpResponse.json(buildErrorEnvelope('FORBIDDEN', 'Insufficient permissions'), {
          status: 403,
        }),
    });
    await screen.findByText('19,342');

    await user.click(screen.getByRole('button', { name: 'Update data' }));

    expect(await toastWith('Failed to start data update')).toBeVisible();
    expect(screen.getByText('Insufficient permissions')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update data' })).toBeEnabled();
    expect(log.jobCalls).toBe(0);
  });

  it.each([
    [
      'the run imported everything',
      () =>
        HttpResponse.json(
          buildRunReply({
            kind: 'refresh',
            status: 'succeeded',
            finishedAt: '2026-03-02T08:01:00.000Z',
            results: [UN_ACTIVATED],
          }),
        ),
      'Sanctions data refreshed',
      null,
    ],
    [
      'the server refused the call',
      () =>
        HttpResponse.json(buildErrorEnvelope('INTERNAL', 'Internal server error'), { status: 500 }),
      'Failed to refresh data',
      'Internal server error',
    ],
    [
      'every publication failed',
      () =>
        HttpResponse.json(
          buildRunReply({
            kind: 'refresh',
            status: 'failed',
            finishedAt: '2026-03-02T08:01:00.000Z',
            errors: [{ file: 'un/consolidated.xml', message: 'Not a UN consolidated list' }],
          }),
        ),
      'Failed to refresh data',
      'un/consolidated.xml: Not a UN consolidated list',
    ],
    [
      'one publication failed and the others were imported',
      () =>
        HttpResponse.json(
          buildRunReply({
            kind: 'refresh',
            status: 'partial',
            finishedAt: '2026-03-02T08:01:00.000Z',
            results: [
              UN_ACTIVATED,
              {
                ...UN_ACTIVATED,
                sanctionList: 'eu',
                listSource: 'EU Financial Sanctions Files',
                outcome: 'failed',
                entryCount: 0,
                addedCount: 0,
                reason: 'eu/sample_eu_sanctions.xml: the file is empty',
              },
            ],
          }),
        ),
      'Failed to refresh data',
      'Some publications were not imported: EU Financial Sanctions Files: eu/sample_eu_sanctions.xml: the file is empty',
    ],
  ])('refresh toasts when %s', async (_case, refresh, title, description) => {
    const { user, log } = openSettings({ refresh });
    await screen.findByText('19,342');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await toastWith(title)).toBeVisible();
    if (description !== null) expect(screen.getAllByText(description)[0]).toBeVisible();
    expect(log.refreshCalls).toBe(1);
  });

  it('shows Pending Organizations only to the super admin', async () => {
    const { handlers } = sanctionsHandlers();
    server.use(...handlers, ...usersTabHandlers(), ...pendingOrganizationsHandlers([]).handlers);
    const view = renderApp('/admin', { user: ADMIN });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Users', 'Analytics', 'Settings']);
    // An admin lands on Users, the first tab they may see.
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeVisible();
    view.unmount();

    renderApp('/admin', { user: SUPER_ADMIN });
    const superTabs = await screen.findAllByRole('tab');
    expect(superTabs.map((tab) => tab.textContent)).toEqual([
      'Pending Organizations',
      'Users',
      'Analytics',
      'Settings',
    ]);
    expect(superTabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('opens Settings from the tab and writes it in the URL', async () => {
    const { handlers } = sanctionsHandlers();
    server.use(...handlers, ...usersTabHandlers());
    const view = renderApp('/admin', { user: ADMIN });
    await view.user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(await screen.findByText('19,342')).toBeVisible();
    expect(view.router.state.location.search).toEqual({ tab: 'settings' });
  });

  it('speaks Arabic, toast included', async () => {
    const { user } = openSettings(
      {
        crawl: () =>
          HttpResponse.json(buildErrorEnvelope('FORBIDDEN', 'Insufficient permissions'), {
            status: 403,
          }),
      },
      'ar',
    );
    expect(await screen.findByRole('tab', { name: 'الإعدادات' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('إحصائيات قاعدة بيانات العقوبات')).toBeVisible();
    // Digits follow the runtime's Arabic number system (Arabic-Indic or Latin, by ICU version).
    expect(await screen.findByText(new Intl.NumberFormat('ar').format(19_342))).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'تحديث البيانات' }));

    expect(await toastWith('فشل بدء تحديث البيانات')).toBeVisible();
  });

  it('says the statistics could not be fetched', async () => {
    openSettings({
      stats: () =>
        HttpResponse.json(buildErrorEnvelope('INTERNAL', 'Internal server error'), { status: 500 }),
    });
    expect(await screen.findByText(/Failed to fetch sanctions statistics\./)).toBeVisible();
  });
});

describe('admin route guard', { timeout: 20_000 }, () => {
  it('keeps a plain user out', async () => {
    server.use(http.get('*/api/v2/admin/sanctions/stats', () => HttpResponse.json({})));
    renderApp('/admin?tab=settings', { user: buildSessionUser() });
    expect(await screen.findByText('Access Denied')).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
