import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  organizationDetailsReplySchema,
  organizationSecurityBodySchema,
  organizationSecurityReplySchema,
  organizationSettingsBodySchema,
  organizationSettingsReplySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { findOrganizationDetails } from './find-organization-details';
import { assertSettingsManager, updateOrganizationSettings } from './update-organization-settings';
import {
  assertOrganizationOwner,
  updateOrganizationSecurity,
} from './update-organization-security';

const TAGS = ['Organization'];

/**
 * The organisation dashboard and its settings (spec organizations-billing-admin 2, 6, 7). Any signed-in
 * member reads their own organisation; only owners and admins change its details. The organisation is
 * always the caller's (from the session), so another organisation's data cannot be named.
 */
export const organizationWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();

  app.get(
    '/api/v2/organization/details',
    {
      schema: {
        tags: TAGS,
        summary: "The caller's organisation, subscription, plan and usage this month",
        security: BEARER_SECURITY,
        response: { 200: organizationDetailsReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await findOrganizationDetails(app.db, request.user, now()),
    }),
  );

  app.put(
    '/api/v2/organization/settings',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: "Edit the caller's organisation details (owners and admins; not the legal name)",
        security: BEARER_SECURITY,
        body: organizationSettingsBodySchema,
        response: { 200: organizationSettingsReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      assertSettingsManager(request.user);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return updateOrganizationSettings(
        { db: app.db, now },
        { viewer: request.user, settings: request.body, origin: readRequestOrigin(request) },
      );
    },
  );

  app.put(
    '/api/v2/organization/security',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Require two-factor sign-in of every member (owners only)',
        security: BEARER_SECURITY,
        body: organizationSecurityBodySchema,
        response: { 200: organizationSecurityReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      assertOrganizationOwner(request.user);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return updateOrganizationSecurity(app.db, {
        viewer: request.user,
        body: request.body,
        origin: readRequestOrigin(request),
        now: now(),
      });
    },
  );
};
