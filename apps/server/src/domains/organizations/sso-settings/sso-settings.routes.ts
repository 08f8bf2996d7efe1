import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SSO_CALLBACK_PATH,
  ssoSettingsBodySchema,
  ssoSettingsReplySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import type { ProviderDiscovery } from '../../../lib/oidc/provider-discovery';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { findSsoSettings } from './find-sso-settings';
import { removeSso, removeSsoDomain } from './remove-sso';
import { saveSsoSettings } from './save-sso-settings';
import { assertSsoOwner } from './sso-settings-refusal';

const TAGS = ['Organization'];

/**
 * The organisation's single sign-on settings (issue 27 §1), owners only. The organisation is always the
 * caller's, so another organisation's settings cannot be named; a domain of another organisation is 404.
 */
export interface SsoSettingsRoutesOptions {
  /** Shared with the sign-in routes: a save fetches the provider's document afresh for both. */
  discovery: ProviderDiscovery;
}

export const ssoSettingsRoutes: FastifyPluginAsyncZod<SsoSettingsRoutesOptions> = async (
  app,
  { discovery },
) => {
  const redirectUri = `${app.env.PUBLIC_URL}${SSO_CALLBACK_PATH}`;
  const now = () => app.clock.now();
  const reply = async (organizationId: string) => ({
    success: true as const,
    data: { settings: await findSsoSettings(app.db, organizationId, redirectUri), redirectUri },
  });

  app.get(
    '/api/v2/organization/sso',
    {
      schema: {
        tags: TAGS,
        summary: "The organisation's single sign-on (owners)",
        security: BEARER_SECURITY,
        response: { 200: ssoSettingsReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => reply(assertSsoOwner(request.user)),
  );

  app.put(
    '/api/v2/organization/sso',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary:
          'Configure the OpenID Connect provider, its domains and whether it is required (owners)',
        security: BEARER_SECURITY,
        body: ssoSettingsBodySchema,
        response: { 200: ssoSettingsReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const organizationId = assertSsoOwner(request.user);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      await saveSsoSettings(
        {
          db: app.db,
          secretBox: app.secretBox,
          policy: { allowInsecure: app.env.SSO_ALLOW_INSECURE },
          discovery,
          now,
        },
        {
          organizationId,
          ownerId: request.user.id,
          body: request.body,
          origin: readRequestOrigin(request),
        },
      );
      return reply(organizationId);
    },
  );

  app.delete(
    '/api/v2/organization/sso',
    {
      schema: {
        tags: TAGS,
        summary: 'Turn single sign-on off (owners)',
        security: BEARER_SECURITY,
        response: { 200: ssoSettingsReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const organizationId = assertSsoOwner(request.user);
      await removeSso(app.db, {
        organizationId,
        ownerId: request.user.id,
        origin: readRequestOrigin(request),
        now: now(),
      });
      return reply(organizationId);
    },
  );

  app.delete(
    '/api/v2/organization/sso/domains/:domain',
    {
      schema: {
        tags: TAGS,
        summary: 'Release one single sign-on domain (owners)',
        security: BEARER_SECURITY,
        params: z.object({ domain: z.string().min(1).max(253) }),
        response: { 200: ssoSettingsReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const organizationId = assertSsoOwner(request.user);
      await removeSsoDomain(
        app.db,
        {
          organizationId,
          ownerId: request.user.id,
          origin: readRequestOrigin(request),
          now: now(),
        },
        request.params.domain,
      );
      return reply(organizationId);
    },
  );
};
