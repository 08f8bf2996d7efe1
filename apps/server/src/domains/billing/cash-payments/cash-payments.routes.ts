import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashPaymentIdParamsSchema,
  cashPaymentReplySchema,
  cashPaymentsReplySchema,
  recordCashPaymentBodySchema,
  verifyCashPaymentBodySchema,
  verifyCashPaymentReplySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { listCashPayments } from './list-cash-payments';
import { recordCashPayment } from './record-cash-payment';
import { verifyCashPayment } from './verify-cash-payment';

const TAGS = ['Billing: admin'];

/**
 * Cash payments (spec organizations-billing-admin 2, 7): recorded and decided by super admins only.
 * Failures carry the first problem as their message, which the dashboard's alert shows after
 * "Failed to record payment: ".
 */
export const cashPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, now: () => app.clock.now(), publicUrl: app.env.PUBLIC_URL };

  app.get(
    '/api/v2/billing/admin/cash-payments',
    {
      schema: {
        tags: TAGS,
        summary: 'Cash payments awaiting verification (oldest first), then the latest 10 verified',
        security: BEARER_SECURITY,
        response: { 200: cashPaymentsReplySchema },
      },
      preHandler: app.requirePermission('billing:view-all'),
    },
    async () => listCashPayments(app.db),
  );

  app.post(
    '/api/v2/billing/admin/cash-payments',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary:
          'Record cash received at the office against an open invoice (pending verification)',
        security: BEARER_SECURITY,
        body: recordCashPaymentBodySchema,
        response: { 201: cashPaymentReplySchema },
      },
      preHandler: app.requirePermission('billing:record-cash-payment'),
    },
    async (request, reply) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const result = await recordCashPayment(deps, {
        body: request.body,
        actorId: request.user.id,
        origin: readRequestOrigin(request),
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/v2/billing/admin/cash-payments/:id/verify',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Verify or reject a pending cash payment (once; a second decision answers 409)',
        security: BEARER_SECURITY,
        params: cashPaymentIdParamsSchema,
        body: verifyCashPaymentBodySchema,
        response: { 200: verifyCashPaymentReplySchema },
      },
      preHandler: app.requirePermission('billing:verify-cash-payment'),
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return verifyCashPayment(deps, {
        paymentId: request.params.id,
        body: request.body,
        actorId: request.user.id,
        origin: readRequestOrigin(request),
      });
    },
  );
};
