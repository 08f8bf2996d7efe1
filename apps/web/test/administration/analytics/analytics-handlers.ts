import { DEFAULT_PREFERENCES, analyticsRangeSchema } from '@sanctions/contracts';
import type { RecentActivityEntry } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { buildAnalytics } from './analytics-fixtures';

type Reply = () => Response;

/** MSW handlers of /analytics: the analytics by range (or `analytics` instead), recent activity and the shell's calls. */
export function analyticsHandlers(
  options: { analytics?: Reply; activities?: RecentActivityEntry[] } = {},
) {
  const log = { ranges: [] as string[] };
  const handlers = [
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
    http.get('*/api/v2/admin/analytics', ({ request }) => {
      const range = new URL(request.url).searchParams.get('range') ?? '';
      log.ranges.push(range);
      if (options.analytics) return options.analytics();
      return HttpResponse.json({
        success: true,
        data: buildAnalytics(analyticsRangeSchema.parse(range)),
      });
    }),
    http.get('*/api/v2/admin/recent-activity', () =>
      HttpResponse.json({ success: true, data: { activities: options.activities ?? [] } }),
    ),
  ];
  return { handlers, log };
}
