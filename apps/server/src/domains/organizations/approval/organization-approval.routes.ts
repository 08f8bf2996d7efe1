import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  organizationDecisionReplySchema,
  organizationIdParamsSchema,
  pendingOrganizationsReplySchema,
  rejectOrganizationBodySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { approveOrganization } from './approve-organization';
import type { DecisionDeps } from './approve-organization';
import { listPendingOrganizations } from './list-pending-organizations';
import { rejectOrganization } from './reject-organization';

const TAGS = ['Admin: organizations'];

function decisionDeps(app: FastifyInstance): DecisionDeps {
  return { db: app.db, now: () => app.clock.now(), publicUrl: app.env.PUBLIC_URL };
}

/**
 * Review of organisation applications (spec organizations-billing-admin 6-7): super admins only. Inputs are
 * validated with `attachValidation` so a 400 carries the first problem as its message (the reject dialog
 * shows it).
 */
export const organizationApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = decisionDeps(app);
  const guard = app.requirePermission('organizations:approve');

  app.get(
    '/api/v2/admin/organizations/pending',
    {
      schema: {
        tags: TAGS,
        summary: 'Organisation applications awaiting review, oldest first',
        security: BEARER_SECURITY,
        response: { 200: pendingOrganizationsReplySchema },
      },
      preHandler: guard,
    },
    async () => ({
      success: true as const,
      data: { organizations: await listPendingOrganizations(app.db) },
    }),
  );

  app.post(
    '/api/v2/admin/organizations/:id/approve',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Approve an application: the organisation is activated and its trial starts',
        security: BEARER_SECURITY,
        params: organizationIdParamsSchema,
        response: { 200: organizationDecisionReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return approveOrganization(deps, {
        organizationId: request.params.id,
        actorId: request.user.id,
        origin: readRequestOrigin(request),
      });
    },
  );

  app.post(
    '/api/v2/admin/organizations/:id/reject',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Reject an application with a reason, which is e-mailed to the owner',
        security: BEARER_SECURITY,
        params: organizationIdParamsSchema,
        body: rejectOrganizationBodySchema,
        response: { 200: organizationDecisionReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return rejectOrganization(deps, {
        organizationId: request.params.id,
        actorId: request.user.id,
        origin: readRequestOrigin(request),
        reason: request.body.reason,
      });
    },
  );
};
