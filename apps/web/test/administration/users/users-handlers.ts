import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import type { AdminUser, UserAuditEntry } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';

export interface UsersLog {
  listQueries: URLSearchParams[];
  updates: { id: string; body: unknown }[];
  deactivated: string[];
  resets: { id: string; body: unknown }[];
  batches: unknown[];
}

type Reply = () => Response;

/**
 * MSW handlers of the user management table over an in-memory list that filters (names or e-mail,
 * case-insensitive) and pages like the server, and applies updates and deactivations.
 */
export function usersHandlers(
  initial: AdminUser[],
  options: { list?: Reply; update?: Reply; audit?: UserAuditEntry[] } = {},
) {
  let users = [...initial];
  const log: UsersLog = { listQueries: [], updates: [], deactivated: [], resets: [], batches: [] };
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
    http.get('*/api/v2/admin/users', ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.listQueries.push(query);
      if (options.list) return options.list();
      const search = (query.get('search') ?? '').toLowerCase();
      const page = Number(query.get('page') ?? '1');
      const pageSize = Number(query.get('pageSize') ?? '25');
      const matching = users.filter((user) =>
        [user.firstName, user.lastName, user.email].some((text) =>
          text.toLowerCase().includes(search),
        ),
      );
      return HttpResponse.json({
        success: true,
        data: {
          users: matching.slice((page - 1) * pageSize, page * pageSize),
          total: matching.length,
          page,
          pageSize,
        },
      });
    }),
    http.put<{ id: string }>('*/api/v2/admin/users/:id', async ({ params, request }) => {
      const body = await request.json();
      log.updates.push({ id: params.id, body });
      if (options.update) return options.update();
      const current = users.find((user) => user.id === params.id);
      if (!current || typeof body !== 'object' || body === null) return HttpResponse.error();
      const merged = { ...current, ...body };
      // As the server: a deactivated account reads "inactive".
      const updated = {
        ...merged,
        accountState: merged.isActive === false ? 'inactive' : current.accountState,
      };
      users = users.map((user) => (user.id === params.id ? updated : user));
      return HttpResponse.json({ success: true, message: 'User updated', data: { user: updated } });
    }),
    http.delete<{ id: string }>('*/api/v2/admin/users/:id', ({ params }) => {
      log.deactivated.push(params.id);
      users = users.map((user) =>
        user.id === params.id ? { ...user, isActive: false, accountState: 'inactive' } : user,
      );
      return HttpResponse.json({ success: true, message: 'User deactivated' });
    }),
    http.get('*/api/v2/admin/users/:id/audit', () =>
      HttpResponse.json({ success: true, data: { entries: options.audit ?? [] } }),
    ),
    http.post<{ id: string }>(
      '*/api/v2/super-admin/users/:id/reset-password',
      async ({ params, request }) => {
        log.resets.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({
          success: true,
          message: 'Password reset successfully.',
          data: { tempPassword: 'Tmp-9xQ!r2Lw#7Kd' },
        });
      },
    ),
    http.post('*/api/v2/super-admin/users/batch-reset-passwords', async ({ request }) => {
      const body = await request.json();
      log.batches.push(body);
      const ids =
        typeof body === 'object' &&
        body !== null &&
        'userIds' in body &&
        Array.isArray(body.userIds)
          ? body.userIds.map(String)
          : [];
      return HttpResponse.json({
        success: true,
        message: `Successfully reset ${ids.length - 1} out of ${ids.length} passwords.`,
        data: {
          results: ids.map((userId, index) =>
            index === 0
              ? { userId, success: false, message: 'User not found' }
              : {
                  userId,
                  success: true,
                  tempPassword: `Tmp-${index}-Aa!`,
                  message: 'Password reset',
                },
          ),
        },
      });
    }),
  ];
  return { handlers, log };
}
