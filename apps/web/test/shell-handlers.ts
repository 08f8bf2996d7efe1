import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { ALL_FRESH, buildFreshnessReply } from './freshness-fixtures';

/**
 * The requests every signed-in page makes besides its own (preferences, the notification bell, the
 * list freshness indicator, the screening page's saved searches), answered empty (the lists: all loaded). Register them before a test's own handlers (e.g. in a
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
  // Every list loaded: with none, the search form disables Search (nothing could be screened).
  http.get('*/api/v2/sanctions/freshness', () => HttpResponse.json(buildFreshnessReply(ALL_FRESH))),
];
