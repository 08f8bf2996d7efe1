import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';

const MESSAGE = /Your email address is not verified yet/;

function backgroundCalls() {
  server.use(
    http.get('*/api/v2/notifications', () =>
      HttpResponse.json({ success: true, data: { notifications: [], unreadCount: 0 } }),
    ),
    // The footer's list freshness: an empty answer is enough here.
    http.get('*/api/v2/sanctions/freshness', () =>
      HttpResponse.json({ success: false }, { status: 404 }),
    ),
    http.get('*/api/v2/user/preferences', () =>
      HttpResponse.json({ success: false }, { status: 404 }),
    ),
  );
}

describe('unverified e-mail banner', () => {
  it('reminds an unverified user, links to the profile and can be dismissed', async () => {
    backgroundCalls();
    const { user } = renderApp('/billing', { user: buildSessionUser({ isVerified: false }) });
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify it from your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('stays away for a verified user', async () => {
    backgroundCalls();
    renderApp('/billing', { user: buildSessionUser({ isVerified: true }) });
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });
});
