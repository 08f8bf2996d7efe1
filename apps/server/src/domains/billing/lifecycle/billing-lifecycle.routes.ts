import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingCycleReplySchema } from '@sanctions/contracts';
import { recordAudit } from '../../administration';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { runBillingCycle } from './run-billing-cycle';

/**
 * Operators' handle on the billing lifecycle: run the scheduled pass now and see what it did. Super
 * admins only; safe to call at any time because every step is idempotent.
 */
export const billingLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v2/billing/admin/run-daily-job',
    {
      schema: {
        tags: ['Admin: billing'],
        summary:
          'Run the billing lifecycle now (renewals, overdue, suspensions, overages, notices)',
        security: BEARER_SECURITY,
        response: { 200: billingCycleReplySchema },
      },
      preHandler: app.requireRole('super_admin'),
    },
    async (request) => {
      const now = app.clock.now();
      const report = await runBillingCycle({ db: app.db, now, publicUrl: app.env.PUBLIC_URL });
      const origin = readRequestOrigin(request);
      await recordAudit(app.db, {
        userId: request.user.id,
        actorId: request.user.id,
        action: 'billing_cycle_run',
        details: { ...report },
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: now,
      });
      return { success: true as const, data: report };
    },
  );
};
