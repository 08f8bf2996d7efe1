import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

async function openNotifications() {
  const app = renderApp('/terms', { user: buildSessionUser() });
  await app.user.click(await screen.findByRole('button', { name: 'Notifications' }));
  const panel = await screen.findByRole('dialog');
  return { ...app, panel };
}

describe('notification dropdown', () => {
  it('lists the sample notifications newest first with their ages and an unread badge', async () => {
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
    expect(within(panel).getByText(/bulk search of 1,000 entities/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View results' })).toHaveAttribute(
      'href',
      '/search/results',
    );
  });

  it('marks one as read, then all, and the badge disappears', async () => {
    const { panel, user } = await openNotifications();
    await user.click(within(panel).getAllByRole('button', { name: 'Mark as read' })[0] ?? panel);
    expect(screen.getByTestId('notification-unread-badge')).toHaveTextContent('1');
    expect(within(panel).getByText('1 unread')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(screen.queryByTestId('notification-unread-badge')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('deletes notifications until the list is empty', async () => {
    const { panel, user } = await openNotifications();
    for (let remaining = 3; remaining > 0; remaining -= 1) {
      const deleteButtons = within(panel).getAllByRole('button', { name: 'Delete notification' });
      expect(deleteButtons).toHaveLength(remaining);
      await user.click(deleteButtons[0] ?? panel);
    }
    expect(within(panel).getByText('You have no notifications.')).toBeInTheDocument();
  });

  it('shows the samples in Arabic with Arabic relative times', async () => {
    const app = renderApp('/terms', { user: buildSessionUser(), language: 'ar' });
    await app.user.click(await screen.findByRole('button', { name: 'الإشعارات' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText('اكتمل الفحص الجماعي')).toBeInTheDocument();
    expect(within(panel).getByText(/30 دقيقة/)).toBeInTheDocument();
  });
});
