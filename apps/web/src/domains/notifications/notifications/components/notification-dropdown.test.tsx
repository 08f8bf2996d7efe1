import type { Notification } from '@sanctions/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

const MINUTE_MS = 60_000;

const STORED_SEARCH_ID = '7f3c1a52-1b1e-4a7e-9d51-0c2f6a0b9e11';

function buildNotifications(now: number): Notification[] {
  return [
    {
      id: '0b7f3c1e-1d2a-4c55-9a41-2f4f0f6a0001',
      title: 'Bulk screening complete',
      message: 'Your bulk search of 1,000 entities has finished.',
      type: 'success',
      read: false,
      createdAt: new Date(now - 30 * MINUTE_MS).toISOString(),
      action: { label: 'View results', href: `/search/results?id=${STORED_SEARCH_ID}` },
    },
    {
      id: '0b7f3c1e-1d2a-4c55-9a41-2f4f0f6a0002',
      title: 'Search quota at 80%',
      message: 'You have used 80% of your monthly search quota.',
      type: 'warning',
      read: false,
      createdAt: new Date(now - 120 * MINUTE_MS).toISOString(),
      action: null,
    },
    {
      id: '0b7f3c1e-1d2a-4c55-9a41-2f4f0f6a0003',
      title: 'Sanctions lists updated',
      message: 'The OFAC SDN list was refreshed.',
      type: 'info',
      read: true,
      createdAt: new Date(now - 24 * 60 * MINUTE_MS).toISOString(),
      action: { label: 'View updates', href: '/sanctions/updates' },
    },
  ];
}

/** The notification API over an in-memory list, recording the calls the dropdown makes. */
function startNotificationServer(initial: Notification[]) {
  let list = initial;
  const calls: string[] = [];
  const reply = () =>
    HttpResponse.json({
      success: true,
      data: { notifications: list, unreadCount: list.filter((item) => !item.read).length },
    });
  server.use(
    http.get('*/api/v2/notifications', reply),
    http.post('*/api/v2/notifications/read-all', () => {
      calls.push('read-all');
      list = list.map((item) => ({ ...item, read: true }));
      return HttpResponse.json({ success: true, data: { updated: 2 } });
    }),
    http.post('*/api/v2/notifications/:id/read', ({ params }) => {
      calls.push(`read ${String(params.id)}`);
      list = list.map((item) => (item.id === params.id ? { ...item, read: true } : item));
      const item = list.find((entry) => entry.id === params.id);
      return HttpResponse.json({ success: true, data: item });
    }),
    http.delete('*/api/v2/notifications/:id', ({ params }) => {
      calls.push(`delete ${String(params.id)}`);
      list = list.filter((item) => item.id !== params.id);
      return HttpResponse.json({ success: true, message: 'Notification deleted' });
    }),
    http.get('*/api/v2/user/preferences', () =>
      HttpResponse.json(
        {
          success: false,
          error: 'Not found',
          message: 'Not found',
          code: 'NOT_FOUND',
          requestId: 'r',
        },
        { status: 404 },
      ),
    ),
  );
  return calls;
}

async function openNotifications(
  language: 'en' | 'ar' = 'en',
  list: Notification[] = buildNotifications(Date.now()),
) {
  const calls = startNotificationServer(list);
  const app = renderApp('/terms', { user: buildSessionUser(), language });
  await app.user.click(
    await screen.findByRole('button', { name: language === 'en' ? 'Notifications' : 'الإشعارات' }),
  );
  const panel = await screen.findByRole('dialog');
  await within(panel).findAllByRole('listitem');
  return { ...app, panel, calls };
}

describe('notification dropdown', () => {
  it('lists the server notifications with their ages, action links and an unread badge', async () => {
    const { panel } = await openNotifications();
    expect(screen.getByTestId('notification-unread-badge')).toHaveTextContent('2');
    const titles = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual([
      'Bulk screening complete',
      'Search quota at 80%',
      'Sanctions lists updated',
    ]);
    expect(within(panel).getByText('30 minutes ago')).toBeInTheDocument();
    expect(within(panel).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(panel).getByText('1 day ago')).toBeInTheDocument();
    // A stored screening's link opens it in the screening history (issue 14).
    expect(within(panel).getByRole('link', { name: 'View results' })).toHaveAttribute(
      'href',
      `/search/results?id=${STORED_SEARCH_ID}`,
    );
  });

  it('marks one as read, then all, on the server, and the badge disappears', async () => {
    const { panel, user, calls } = await openNotifications();
    await user.click(within(panel).getAllByRole('button', { name: 'Mark as read' })[0] ?? panel);
    await waitFor(() =>
      expect(screen.getByTestId('notification-unread-badge')).toHaveTextContent('1'),
    );
    expect(calls).toEqual(['read 0b7f3c1e-1d2a-4c55-9a41-2f4f0f6a0001']);

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(screen.queryByTestId('notification-unread-badge')).not.toBeInTheDocument(),
    );
    expect(calls).toContain('read-all');
    expect(within(panel).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
  });

  it('deletes notifications on the server until the list is empty', async () => {
    const { panel, user, calls } = await openNotifications();
    for (let remaining = 3; remaining > 0; remaining -= 1) {
      const deleteButtons = await within(panel).findAllByRole('button', {
        name: 'Delete notification',
      });
      expect(deleteButtons).toHaveLength(remaining);
      await user.click(deleteButtons[0] ?? panel);
      await waitFor(() =>
        expect(
          within(panel).queryAllByRole('button', { name: 'Delete notification' }),
        ).toHaveLength(remaining - 1),
      );
    }
    expect(within(panel).getByText('You have no notifications.')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('delete'))).toHaveLength(3);
  });

  it('shows Arabic relative times in Arabic', async () => {
    const { panel } = await openNotifications('ar');
    expect(within(panel).getByText(/30 دقيقة/)).toBeInTheDocument();
    expect(within(panel).getByText('2 غير مقروء')).toBeInTheDocument();
  });

  it('shows keyed server notifications in Arabic and unkeyed ones as stored', async () => {
    const [keyed, unkeyed, unknownKey] = buildNotifications(Date.now());
    if (!keyed || !unkeyed || !unknownKey) throw new Error('fixture');
    const { panel } = await openNotifications('ar', [
      {
        ...keyed,
        title: '80% of your monthly searches used',
        message: 'You have used 800 of 1000 searches this month.',
        type: 'warning',
        action: { label: 'View usage', href: '/profile?tab=usage' },
        messageKey: 'usage.monthlyWarning',
        messageParams: { used: 800, limit: 1000, resetDate: '2026-05-01' },
      },
      unkeyed,
      { ...unknownKey, messageKey: 'lists.somethingNewer', messageParams: {} },
    ]);
    const [first, second, third] = within(panel).getAllByRole('listitem');
    if (!first || !second || !third) throw new Error('three items expected');
    expect(within(first).getByText('استخدمت 80% من عمليات البحث الشهرية')).toBeInTheDocument();
    expect(first).toHaveTextContent(/استخدمت 800 من أصل 1,000 عملية بحث هذا الشهر/);
    expect(first).toHaveTextContent(/مايو/);
    expect(first).not.toHaveTextContent(/searches/);
    expect(within(first).getByRole('link', { name: 'عرض الاستخدام' })).toHaveAttribute(
      'href',
      '/profile?tab=usage',
    );
    expect(within(second).getByText('Search quota at 80%')).toBeInTheDocument();
    expect(
      within(second).getByText('You have used 80% of your monthly search quota.'),
    ).toBeInTheDocument();
    expect(within(third).getByText('Sanctions lists updated')).toBeInTheDocument();
    expect(within(third).getByRole('link', { name: 'View updates' })).toBeInTheDocument();
  });

  it('opens a list update at its version, with the translated action label', async () => {
    const [, , listUpdate] = buildNotifications(Date.now());
    if (!listUpdate) throw new Error('fixture');
    const versionId = '00000000-0000-4000-8000-0000000000b2';
    const { panel } = await openNotifications('ar', [
      {
        ...listUpdate,
        action: { label: 'View list updates', href: `/sanctions/updates?version=${versionId}` },
        messageKey: 'lists.updated',
        messageParams: {
          listSource: 'UN Consolidated List',
          added: 1,
          removed: 2,
          changed: 3,
          publishedAt: '2026-03-06',
        },
      },
    ]);
    expect(within(panel).getByRole('link', { name: 'عرض تحديثات القوائم' })).toHaveAttribute(
      'href',
      `/sanctions/updates?version=${versionId}`,
    );
  });
});
