import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { buildErrorEnvelope } from '@test/fixtures';

/** The calls every account screen makes in the background (header, theme, security events). */
export function accountBackgroundHandlers() {
  return [
    http.get('*/api/v2/notifications', () =>
      HttpResponse.json({ success: true, data: { notifications: [], unreadCount: 0 } }),
    ),
    http.get('*/api/v2/user/preferences', () =>
      HttpResponse.json({ success: true, data: DEFAULT_PREFERENCES }),
    ),
    http.get('*/api/v2/user/security-events', () =>
      HttpResponse.json({ success: true, data: { events: [] } }),
    ),
    http.get('*/api/v2/auth/2fa/status', () =>
      HttpResponse.json({
        success: true,
        data: { isEnabled: false, lastUsed: null, enabledAt: null, backupCodesRemaining: 0 },
      }),
    ),
    http.get('*/api/v2/user/activity-logs', () =>
      HttpResponse.json({ success: true, data: { activities: [], total: 0 } }),
    ),
  ];
}

export interface ProfileServerLog {
  profileBodies: unknown[];
  passwordBodies: unknown[];
}

/** PUT /user/profile and POST /user/change-password answering like the server, recording bodies. */
export function profileHandlers(
  user: SessionUser,
  options: { passwordReply?: 'ok' | 'wrong-current' } = {},
) {
  const log: ProfileServerLog = { profileBodies: [], passwordBodies: [] };
  const handlers = [
    http.put('*/api/v2/user/profile', async ({ request }) => {
      const body = await request.json();
      log.profileBodies.push(body);
      const fields = typeof body === 'object' && body !== null ? body : {};
      return HttpResponse.json({
        success: true,
        message: 'Profile updated',
        data: { user: { ...user, ...fields } },
      });
    }),
    http.post('*/api/v2/user/change-password', async ({ request }) => {
      log.passwordBodies.push(await request.json());
      if (options.passwordReply === 'wrong-current') {
        return HttpResponse.json(
          buildErrorEnvelope('INVALID_CREDENTIALS', 'Current password is incorrect'),
          {
            status: 400,
          },
        );
      }
      return HttpResponse.json({
        success: true,
        message: 'Password changed',
        data: { revokedSessions: 1 },
      });
    }),
  ];
  return { handlers, log };
}
