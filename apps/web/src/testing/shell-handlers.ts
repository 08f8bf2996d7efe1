import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';

/**
 * The requests every signed-in page makes besides its own (preferences, the notification bell, the
 * list freshness indicator, the screening page's saved searches), answered empty. Register them before a test's own handlers (e.g. in a
 * beforeEach) so that a test's reply for one of these paths wins.
 */
export const shellHandlers = () => [
  http.get('*/api/v2/user/preferences', () =>
    HttpResponse.json({ success: true, data: DEFAULT_PREFERENCES }),
  ),
  http.get('*/api/v2/notifications', () =>
    HttpResponse.json({ success: true, data: { notifications: [], unreadCount: 0 } }),
  ),
  // The screening page's saved-searches panel (hidden while the list is empty).
  http.get('*/api/v2/saved-searches', () =>
    HttpResponse.json({ success: true, data: { savedSearches: [] } }),
  ),
  http.get('*/api/v2/sanctions/freshness', () =>
    HttpResponse.json({
      success: true,
      data: { lists: [], refreshHours: 24, staleAfterHours: 48 },
    }),
  ),
];
