import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import type { PendingOrganization } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { decisionReply, pendingReply } from './pending-organizations-fixtures';

export interface PendingOrganizationsLog {
  listCalls: number;
  approved: string[];
  rejected: { id: string; body: unknown }[];
}

type Reply = () => Response;

/**
 * MSW handlers of the Pending Organizations tab over an in-memory list: a decision removes the
 * organisation, so the refetch shows the list as the server would.
 */
export function pendingOrganizationsHandlers(
  initial: PendingOrganization[],
  options: { list?: Reply; approve?: Reply; reject?: Reply } = {},
) {
  let organizations = [...initial];
  const log: PendingOrganizationsLog = { listCalls: 0, approved: [], rejected: [] };
  const handlers = [
    // The signed-in shell's background calls; the submitted date follows the date format preference.
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
    http.get('*/api/v2/admin/organizations/pending', () => {
      log.listCalls += 1;
      return options.list ? options.list() : HttpResponse.json(pendingReply(organizations));
    }),
    http.post<{ id: string }>('*/api/v2/admin/organizations/:id/approve', ({ params }) => {
      log.approved.push(params.id);
      if (options.approve) return options.approve();
      organizations = organizations.filter((organization) => organization.id !== params.id);
      return HttpResponse.json(decisionReply(params.id, 'approved'));
    }),
    http.post<{ id: string }>(
      '*/api/v2/admin/organizations/:id/reject',
      async ({ params, request }) => {
        log.rejected.push({ id: params.id, body: await request.json() });
        if (options.reject) return options.reject();
        organizations = organizations.filter((organization) => organization.id !== params.id);
        return HttpResponse.json(decisionReply(params.id, 'rejected'));
      },
    ),
  ];
  return { handlers, log };
}
