import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { SUPER_ADMIN, historyRow } from '@test/administration/super-admin/super-admin-fixtures';
import { superAdminHandlers } from '@test/administration/super-admin/super-admin-handlers';

function openHistory(
  rows = [
    historyRow(),
    historyRow({
      id: '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a0b',
      userId: null,
      userName: null,
      userEmail: null,
      firstName: 'Anna',
      lastName: 'Lee',
      matchFound: false,
      matchCount: 0,
      sessionId: null,
    }),
  ],
) {
  const { handlers, log } = superAdminHandlers({ history: rows });
  server.use(...handlers);
  return { ...renderApp('/super-admin?tab=searchHistory', { user: SUPER_ADMIN }), log };
}

describe('super-admin Search History', { timeout: 30_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
  });

  it('lists who searched what, when, with the matches; a removed account and missing evidence are said', async () => {
    openHistory();
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first ?? table).getByText('Rania Saleh')).toBeVisible();
    expect(within(first ?? table).getByText('rania@levant.example')).toBeVisible();
    expect(within(first ?? table).getByText('Qusay Hussein')).toBeVisible();
    expect(within(first ?? table).getByText('IQ')).toBeVisible();
    expect(within(first ?? table).getByText('Matches: 3')).toBeVisible();
    expect(within(second ?? table).getByText('Removed account')).toBeVisible();
    expect(within(second ?? table).getByText('No stored evidence')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
  });

  it('sends the filters and the page to the server', async () => {
    const { user, log } = openHistory();
    await screen.findByRole('table', {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Name searched'), ' qusay ');
    await user.type(screen.getByLabelText('From'), '2026-05-01');
    await user.type(screen.getByLabelText('To'), '2026-05-04');
    await user.click(screen.getByLabelText('With matches only'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = log.historyQueries.at(-1);
      expect(Object.fromEntries(last ?? [])).toEqual({
        page: '1',
        pageSize: '25',
        name: 'qusay',
        from: '2026-05-01',
        to: '2026-05-04',
        withMatches: 'true',
      });
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(log.historyQueries.at(-1)?.get('page')).toBe('2'));
  });

  it('opens the stored search of a row and downloads its evidence PDF', async () => {
    const { user, log } = openHistory();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Open the search of Qusay Hussein' },
        { timeout: 10_000 },
      ),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Stored search' }));
    expect(await dialog.findByText('screening-2.1')).toBeVisible();
    expect(dialog.getByText('UN 2026-04-30')).toBeVisible();
    expect(dialog.getByText('No matches')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Evidence PDF' }));
    await waitFor(() => expect(log.reports).toEqual([historyRow().id]));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});
