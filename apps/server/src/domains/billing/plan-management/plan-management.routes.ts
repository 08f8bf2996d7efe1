import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLAN_CREATED_MESSAGE,
  PLAN_DELETED_MESSAGE,
  PLAN_UPDATED_MESSAGE,
  adminPlanReplySchema,
  adminPlansReplySchema,
  createPlanBodySchema,
  deletePlanReplySchema,
  planIdParamsSchema,
  updatePlanBodySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { createPlan } from './create-plan';
import { deletePlan } from './delete-plan';
import { listAdminPlans } from './list-admin-plans';
import type { PlanDeps } from './plan-command';
import { updatePlan } from './update-plan';

const TAGS = ['Admin: plans'];

/**
 * Plan management (issue 13 item 7): super admins only. The rows edited here are the ones
 * GET /api/v2/subscription/plans serves to the landing page, the sign-up wizard and billing. Bodies are
 * validated with `attachValidation` so a 400 names the first problem (the plan dialog shows it).
 */
export const planManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PlanDeps = { db: app.db, now: () => app.clock.now() };
  const guard = app.requireRole('super_admin');

  app.get(
    '/api/v2/admin/plans',
    {
      schema: {
        tags: TAGS,
        summary: 'Every plan, inactive ones too, with its subscription counts',
        security: BEARER_SECURITY,
        response: { 200: adminPlansReplySchema },
      },
      preHandler: guard,
    },
    async () => ({ success: true as const, data: { plans: await listAdminPlans(app.db) } }),
  );

  app.post(
    '/api/v2/admin/plans',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary:
          'Create a plan (prices in cents; a null limit is unlimited); 409 when the name is taken',
        security: BEARER_SECURITY,
        body: createPlanBodySchema,
        response: { 201: adminPlanReplySchema },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const plan = await createPlan(deps, request.body, {
        actorId: request.user.id,
        origin: readRequestOrigin(request),
      });
      return reply
        .code(201)
        .send({ success: true as const, message: PLAN_CREATED_MESSAGE, data: { plan } });
    },
  );

  app.put(
    '/api/v2/admin/plans/:id',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary:
          'Change a plan (any fields but the name). New prices reach subscriptions at their next invoice; limits at once',
        security: BEARER_SECURITY,
        params: planIdParamsSchema,
        body: updatePlanBodySchema,
        response: { 200: adminPlanReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const plan = await updatePlan(deps, request.params.id, request.body, {
        actorId: request.user.id,
        origin: readRequestOrigin(request),
      });
      return { success: true as const, message: PLAN_UPDATED_MESSAGE, data: { plan } };
    },
  );

  app.delete(
    '/api/v2/admin/plans/:id',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Delete a plan no subscription uses (409 otherwise: deactivate it instead)',
        security: BEARER_SECURITY,
        params: planIdParamsSchema,
        response: { 200: deletePlanReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      await deletePlan(deps, request.params.id, {
        actorId: request.user.id,
        origin: readRequestOrigin(request),
      });
      return {
        success: true as const,
        message: PLAN_DELETED_MESSAGE,
        data: { id: request.params.id },
      };
    },
  );
};
