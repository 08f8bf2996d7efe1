import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sanctions/contracts';
import type { Language } from '@/lib/language';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  ANALYST_ID,
  OWNER,
  PLAIN_MEMBER,
} from '@test/organizations/team-report/team-report-fixtures';
import { teamReportHandlers } from '@test/organizations/team-report/team-report-fixtures';

beforeEach(() => server.use(...shellHandlers()));
const originalCreateObjectUrl = URL.createObjectURL;
afterEach(() => {
  URL.createObjectURL = originalCreateObjectUrl;
});

function openReport({
  user = OWNER,
  language = 'en',
}: { user?: SessionUser; language?: Language } = {}) {
  const { handlers, log } = teamReportHandlers();
  server.use(...handlers);
  return { ...renderApp('/organization/reports', { user, language }), log };
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('team report page', { timeout: 30_000 }, () => {
  it('shows each member with single searches and bulk rows apart, the team total and what is counted', async () => {
    const { log } = openReport();
    const perMember = within(
      await screen.findByRole('table', { name: 'Per member' }, { timeout: 10_000 }),
    );
    const omar = within(perMember.getByRole('row', { name: /Omar Khalil/ }));
    expect(omar.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '3',
      '1,200',
      '3',
      '0',
      '6',
    ]);
    const layla = within(perMember.getByRole('row', { name: /Layla Haddad/ }));
    expect(layla.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '0',
      '0',
      '0',
      '1',
      '–',
    ]);
    expect(perMember.getByRole('row', { name: /Team total/ })).toHaveTextContent('1,200');
    const perPeriod = within(screen.getByRole('table', { name: 'Per member and period' }));
    expect(perPeriod.getAllByRole('row', { name: /Omar Khalil/ })).toHaveLength(2);
    expect(screen.getByText(/^Single searches: names screened one at a time/)).toBeVisible();
    expect(
      screen.getByText(/^Bulk rows: rows of the member's bulk uploads that were screened/),
    ).toBeVisible();
    expect(screen.getByTestId('team-report-chart')).toBeInTheDocument();
    expect(log.reports[0]?.get('period')).toBe('week');
  });

  it('asks again for the chosen range and period, and exports what is on screen as CSV', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => {};
    const { log } = openReport();
    await screen.findByRole('table', { name: 'Per member' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('Group by'), 'month');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(log.reports.at(-1)?.get('period')).toBe('month'));
    expect(log.reports.at(-1)?.get('from')).toBe('2026-01-01');
    await user.selectOptions(screen.getByLabelText('Member'), 'Omar Khalil');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(log.reports.at(-1)?.get('userId')).toBe(ANALYST_ID));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(log.exports).toHaveLength(1));
    expect(Object.fromEntries(log.exports[0] ?? [])).toMatchObject({
      from: '2026-01-01',
      period: 'month',
      userId: ANALYST_ID,
      format: 'csv',
      locale: 'en',
    });
  });

  it('tells a plain member they cannot see it, without asking the server', async () => {
    const { log } = openReport({ user: PLAIN_MEMBER });
    expect(await screen.findByText('Access Denied', {}, { timeout: 10_000 })).toBeVisible();
    expect(
      screen.getByText('Only organization owners and admins can view team reports.'),
    ).toBeVisible();
    expect(log.reports).toHaveLength(0);
  });

  it('reads in Arabic, numbers formatted for Arabic and the chart running right to left', async () => {
    openReport({ language: 'ar' });
    const perMember = within(
      await screen.findByRole('table', { name: 'لكل عضو' }, { timeout: 10_000 }),
    );
    expect(perMember.getByRole('columnheader', { name: 'عمليات البحث الفردية' })).toBeVisible();
    expect(perMember.getByRole('row', { name: /Omar Khalil/ })).toHaveTextContent(
      new Intl.NumberFormat('ar').format(1200),
    );
    expect(screen.getByRole('heading', { name: 'تقرير الفريق' })).toBeVisible();
    expect(screen.getByTestId('team-report-chart')).toHaveAttribute('data-x-reversed', 'true');
  });
});
