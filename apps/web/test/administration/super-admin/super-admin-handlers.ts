import { DEFAULT_PREFERENCES, batchResetSummary } from '@sanctions/contracts';
import type { SearchHistoryRow, SuperAdminUser } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import {
  DETAILS,
  LIVE_STATS,
  PASSWORD_HISTORY,
  RANIA,
  OMAR,
  SELF_ROW,
  SUPER_ADMIN,
  USAGE,
  historyRow,
} from './super-admin-fixtures';

export interface SuperAdminLog {
  liveStatsCalls: number;
  historyQueries: URLSearchParams[];
  updates: { id: string; body: unknown }[];
  deletes: string[];
  resets: { id: string; body: unknown }[];
  batches: unknown[];
  reports: string[];
}

type Reply = () => Response;

/** MSW handlers of the console over fixed fixtures; each call is logged for the assertions. */
export function superAdminHandlers(
  options: {
    users?: SuperAdminUser[];
    history?: SearchHistoryRow[];
    reset?: Reply;
    update?: Reply;
  } = {},
) {
  const users = options.users ?? [SELF_ROW, RANIA, OMAR];
  const history = options.history ?? [historyRow()];
  const log: SuperAdminLog = {
    liveStatsCalls: 0,
    historyQueries: [],
    updates: [],
    deletes: [],
    resets: [],
    batches: [],
    reports: [],
  };
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
    http.get('*/api/v2/super-admin/live-stats', () => {
      log.liveStatsCalls += 1;
      return HttpResponse.json({ success: true, data: LIVE_STATS });
    }),
    http.get('*/api/v2/super-admin/search-history', ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.historyQueries.push(query);
      const page = Number(query.get('page') ?? '1');
      return HttpResponse.json({
        success: true,
        data: { history: page === 1 ? history : [], total: 30, page, pageSize: 25 },
      });
    }),
    http.get('*/api/v2/search/:id/report.pdf', ({ params }) => {
      log.reports.push(String(params.id));
      return new HttpResponse(new Blob(['%PDF-1.4']), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    }),
    http.get('*/api/v2/search/:id', ({ params }) =>
      HttpResponse.json({
        success: true,
        data: {
          searchId: String(params.id),
          searchedAt: '2026-05-04T09:00:00.000Z',
          searchedBy: { id: RANIA.id, email: RANIA.email, firstName: 'Rania', lastName: 'Saleh' },
          organizationId: null,
          query: {
            firstName: 'Qusay',
            lastName: 'Hussein',
            arabicName: '',
            searchType: 'fuzzy',
            sanctionLists: 'all',
          },
          result: { totalMatches: 0, matches: [], searchTime: 0.12 },
          algorithm: 'screening-2.1',
          listVersions: [{ sanctionList: 'un', listSource: 'UN', publishedAt: '2026-04-30' }],
          aiEnhanced: false,
        },
      }),
    ),
    http.get('*/api/v2/super-admin/users', ({ request }) => {
      const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      const found = users.filter((user) =>
        `${user.firstName} ${user.lastName} ${user.email}`.toLowerCase().includes(search),
      );
      return HttpResponse.json({
        success: true,
        data: { users: found, total: found.length, page: 1, pageSize: 25 },
      });
    }),
    http.get('*/api/v2/super-admin/users/:id/usage', () =>
      HttpResponse.json({ success: true, data: USAGE }),
    ),
    http.get('*/api/v2/super-admin/users/:id/details', () =>
      HttpResponse.json({ success: true, data: DETAILS }),
    ),
    http.get('*/api/v2/super-admin/users/:id/password-history', () =>
      HttpResponse.json({ success: true, data: { history: PASSWORD_HISTORY } }),
    ),
    http.put('*/api/v2/super-admin/users/:id', async ({ params, request }) => {
      log.updates.push({ id: String(params.id), body: await request.json() });
      if (options.update) return options.update();
      return HttpResponse.json({
        success: true,
        message: 'User updated',
        data: { user: { ...RANIA, usage: undefined, mustChangePassword: undefined } },
      });
    }),
    http.delete('*/api/v2/super-admin/users/:id', ({ params }) => {
      log.deletes.push(String(params.id));
      return HttpResponse.json({
        success: true,
        message: 'User deleted',
        data: { userId: String(params.id), revokedSessions: 1 },
      });
    }),
    http.post('*/api/v2/super-admin/users/batch-reset-passwords', async ({ request }) => {
      const body = await request.json();
      log.batches.push(body);
      return HttpResponse.json({
        success: true,
        message: batchResetSummary(1, 2),
        data: {
          results: [
            {
              userId: RANIA.id,
              success: true,
              tempPassword: 'Batch-Temp-234!x',
              message: 'Password reset',
            },
            { userId: OMAR.id, success: false, message: 'User not found' },
          ],
        },
      });
    }),
    http.post('*/api/v2/super-admin/users/:id/reset-password', async ({ params, request }) => {
      log.resets.push({ id: String(params.id), body: await request.json() });
      if (options.reset) return options.reset();
      return HttpResponse.json({
        success: true,
        message: 'Password reset successfully.',
        data: { tempPassword: 'Temp-Pass-2345!a' },
      });
    }),
  ];
  return { handlers, log, superAdmin: SUPER_ADMIN };
}
