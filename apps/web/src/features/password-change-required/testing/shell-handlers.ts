import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';

/** The signed-in shell's background calls, answered empty. */
export const shellHandlers = () => [
  http.get('*/api/v2/user/preferences', () =>
    HttpResponse.json({ success: true, data: DEFAULT_PREFERENCES }),
  ),
  http.get('*/api/v2/notifications', () =>
    HttpResponse.json({ success: true, data: { notifications: [], unreadCount: 0 } }),
  ),
  http.get('*/api/v2/sanctions/freshness', () =>
    HttpResponse.json({
      success: true,
      data: { lists: [], refreshHours: 24, staleAfterHours: 48 },
    }),
  ),
];
