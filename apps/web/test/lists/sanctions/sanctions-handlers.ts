import type { RecentActivityReply } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { PEP_UPLOAD_REPLY, STATS_REPLY, VERSIONS_REPLY } from './sanctions-fixtures';

type Reply = () => Response | Promise<Response>;

export interface AdminSanctionsLog {
  statsCalls: number;
  jobCalls: number;
  crawlCalls: number;
  refreshCalls: number;
  /** Bodies of PUT .../pep-sources/ftm-url, in order. */
  ftmUrlPuts: unknown[];
  /** PEP sources of the uploads, in order. */
  pepUploads: string[];
}

interface AdminSanctionsOptions {
  crawl?: Reply;
  refresh?: Reply;
  /** Answers of the job poll in turn; the last one repeats. */
  jobReplies?: Reply[];
  stats?: Reply;
  /** Reply body of the recent activity list; none by default. */
  activity?: RecentActivityReply;
}

/** MSW handlers for the Settings tab's calls, recording how often each was made. */
export function sanctionsHandlers(options: AdminSanctionsOptions = {}) {
  const log: AdminSanctionsLog = {
    statsCalls: 0,
    jobCalls: 0,
    crawlCalls: 0,
    refreshCalls: 0,
    ftmUrlPuts: [],
    pepUploads: [],
  };
  let ftmUrl: string | null = null;
  const unexpected = () => HttpResponse.json({ success: false }, { status: 500 });
  const handlers = [
    http.get('*/api/v2/admin/sanctions/stats', () => {
      log.statsCalls += 1;
      return options.stats ? options.stats() : HttpResponse.json(STATS_REPLY);
    }),
    http.get('*/api/v2/admin/sanctions/versions', () => HttpResponse.json(VERSIONS_REPLY)),
    http.get('*/api/v2/admin/recent-activity', () =>
      HttpResponse.json(options.activity ?? { success: true, data: { activities: [] } }),
    ),
    http.get('*/api/v2/sanctions/freshness', () =>
      HttpResponse.json({
        success: true,
        data: { lists: [], refreshHours: 24, staleAfterHours: 48 },
      }),
    ),
    http.post('*/api/v2/admin/sanctions/crawl', () => {
      log.crawlCalls += 1;
      return (options.crawl ?? unexpected)();
    }),
    http.post('*/api/v2/admin/sanctions/refresh', () => {
      log.refreshCalls += 1;
      return (options.refresh ?? unexpected)();
    }),
    http.get('*/api/v2/admin/sanctions/jobs/:id', () => {
      const replies = options.jobReplies ?? [];
      const reply = replies[Math.min(log.jobCalls, replies.length - 1)] ?? unexpected;
      log.jobCalls += 1;
      return reply();
    }),
    http.get('*/api/v2/admin/sanctions/pep-sources/ftm-url', () =>
      HttpResponse.json({ success: true, data: { ftmUrl } }),
    ),
    http.put('*/api/v2/admin/sanctions/pep-sources/ftm-url', async ({ request }) => {
      const body: unknown = await request.json();
      log.ftmUrlPuts.push(body);
      ftmUrl =
        typeof body === 'object' &&
        body !== null &&
        'ftmUrl' in body &&
        typeof body.ftmUrl === 'string'
          ? body.ftmUrl
          : null;
      return HttpResponse.json({ success: true, data: { ftmUrl } });
    }),
    http.post('*/api/v2/admin/sanctions/pep-sources/:pepSource/file', ({ params }) => {
      log.pepUploads.push(String(params['pepSource']));
      return HttpResponse.json(PEP_UPLOAD_REPLY);
    }),
  ];
  return { handlers, log };
}
