import { DEFAULT_PREFERENCES, PLAN_UPDATED_MESSAGE, adminPlanSchema } from '@sanctions/contracts';
import type { AdminPlan } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { buildAdminPlan } from './plan-management-fixtures';

export interface PlanManagementLog {
  listCalls: number;
  created: unknown[];
  updated: { id: string; body: unknown }[];
}

type Reply = () => Response;

const NEW_PLAN_ID = '3f6b3c1e-8a41-4c55-9d7e-1a2b3c4d5e09';
const bodySchema = z.record(z.string(), z.unknown());

/**
 * MSW handlers of the plans page over an in-memory list: a create or update changes it, so the refetch
 * shows what the server would.
 */
export function planManagementHandlers(
  initial: AdminPlan[],
  options: { list?: Reply; create?: Reply; update?: Reply } = {},
) {
  let plans = [...initial];
  const log: PlanManagementLog = { listCalls: 0, created: [], updated: [] };
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
    http.get('*/api/v2/admin/plans', () => {
      log.listCalls += 1;
      return options.list ? options.list() : HttpResponse.json({ success: true, data: { plans } });
    }),
    http.post('*/api/v2/admin/plans', async ({ request }) => {
      const body = bodySchema.parse(await request.json());
      log.created.push(body);
      if (options.create) return options.create();
      const plan = adminPlanSchema.parse({
        ...buildAdminPlan(),
        ...body,
        id: NEW_PLAN_ID,
        subscriptions: { active: 0, trial: 0, pastDue: 0, total: 0 },
      });
      plans = [...plans, plan];
      return HttpResponse.json(
        { success: true, message: 'Plan created.', data: { plan } },
        { status: 201 },
      );
    }),
    http.put<{ id: string }>('*/api/v2/admin/plans/:id', async ({ params, request }) => {
      const body = bodySchema.parse(await request.json());
      log.updated.push({ id: params.id, body });
      if (options.update) return options.update();
      const current = plans.find((plan) => plan.id === params.id);
      const plan = adminPlanSchema.parse({ ...current, ...body });
      plans = plans.map((existing) => (existing.id === plan.id ? plan : existing));
      return HttpResponse.json({ success: true, message: PLAN_UPDATED_MESSAGE, data: { plan } });
    }),
  ];
  return { handlers, log };
}
