import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordHistoryReplySchema,
  superAdminUsersQuerySchema,
  superAdminUsersReplySchema,
  userDetailsReplySchema,
  userIdParamsSchema,
  staffUserUsageReplySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { getUserDetails } from './get-user-details';
import { getUserUsage } from './get-user-usage';
import { listPasswordHistory } from './list-password-history';
import { listUsersWithUsage } from './list-users-with-usage';
import { SUPER_ADMIN_TAGS } from './super-admin-tags';

/** The console's read-only views of users: the list with usage, and one user's usage, details and password history. */
export const userInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requirePermission('super-admin:view');
  const common = { tags: SUPER_ADMIN_TAGS, security: BEARER_SECURITY };

  app.get(
    '/api/v2/super-admin/users',
    {
      attachValidation: true,
      schema: {
        ...common,
        summary: 'Users (not deleted) with their searches today, this month and in all',
        querystring: superAdminUsersQuerySchema,
        response: { 200: superAdminUsersReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return {
        success: true as const,
        data: await listUsersWithUsage(app.db, request.query, app.clock.now()),
      };
    },
  );

  app.get(
    '/api/v2/super-admin/users/:id/usage',
    {
      attachValidation: true,
      schema: {
        ...common,
        summary: 'One user’s usage against their limits and their most searched names',
        params: userIdParamsSchema,
        response: { 200: staffUserUsageReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return {
        success: true as const,
        data: await getUserUsage(app.db, request.params.id, app.clock.now()),
      };
    },
  );

  app.get(
    '/api/v2/super-admin/users/:id/details',
    {
      attachValidation: true,
      schema: {
        ...common,
        summary: 'Profile, organisation, security state, recent sign-ins and audit rows of a user',
        params: userIdParamsSchema,
        response: { 200: userDetailsReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return {
        success: true as const,
        data: await getUserDetails(app.db, request.params.id, app.clock.now()),
      };
    },
  );

  app.get(
    '/api/v2/super-admin/users/:id/password-history',
    {
      attachValidation: true,
      schema: {
        ...common,
        summary: 'Password changes and resets of a user, from the audit trail',
        params: userIdParamsSchema,
        response: { 200: passwordHistoryReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return {
        success: true as const,
        data: { history: await listPasswordHistory(app.db, request.params.id) },
      };
    },
  );
};
