import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SSO_CALLBACK_PATH,
  ssoCompleteBodySchema,
  ssoCompleteReplySchema,
  ssoDiscoverReplySchema,
  ssoEmailBodySchema,
  ssoStartReplySchema,
} from '@sanctions/contracts';
import { readRequestMeta } from '../auth/request-meta';
import type { ProviderDiscovery } from '../../../lib/oidc/provider-discovery';
import type { SessionStarter } from '../sessions/session-starter';
import type { OrganizationSeats } from './organization-seats';
import { completeSsoSignIn } from './complete-sso-sign-in';
import type { SsoSignInDeps } from './sso-sign-in-deps';
import { findSsoProviderForEmail } from './sso-provider-of-domain';
import { startSsoSignIn } from './start-sso-sign-in';

const TAGS = ['Session'];

/** Per client IP: each start costs a discovery request to the provider and a stored state. */
export const SSO_START_RATE_LIMIT = { max: 30, timeWindow: 5 * 60 * 1000 } as const;

/**
 * Per client IP: the sign-in form asks on every e-mail it is given, so a whole office behind one
 * address signs in through it; refused lookups would silently offer SSO users the password form.
 */
export const SSO_DISCOVER_RATE_LIMIT = { max: 600, timeWindow: 5 * 60 * 1000 } as const;

export interface SsoSignInRoutesOptions {
  /** Starts the session once the provider proved who signed in (made by the auth slice). */
  startSession: SessionStarter;
  /** Seats and member limits of the organisation a just-in-time member joins (from organizations). */
  seats: OrganizationSeats;
  /** Shared with the settings routes, which refresh a provider's document when an owner saves. */
  discovery: ProviderDiscovery;
}

/**
 * Single sign-on with OpenID Connect (issue 27 §1): which addresses go to a provider, the start (the
 * provider's authorization URL) and the completion from the provider's redirect (a normal session).
 */
export const ssoSignInRoutes: FastifyPluginAsyncZod<SsoSignInRoutesOptions> = async (
  app,
  { startSession, seats, discovery },
) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    return payload;
  });
  const deps = (): SsoSignInDeps => ({
    db: app.db,
    secretBox: app.secretBox,
    seats,
    policy: { allowInsecure: app.env.SSO_ALLOW_INSECURE },
    discovery,
    redirectUri: `${app.env.PUBLIC_URL}${SSO_CALLBACK_PATH}`,
    now: () => app.clock.now(),
  });

  app.post(
    '/api/v2/auth-simple/sso/discover',
    {
      config: { rateLimit: SSO_DISCOVER_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: "Whether an address's domain signs in with its organisation's identity provider",
        body: ssoEmailBodySchema,
        response: { 200: ssoDiscoverReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { sso: (await findSsoProviderForEmail(app.db, request.body.email)) !== undefined },
    }),
  );

  app.post(
    '/api/v2/auth-simple/sso/start',
    {
      config: { rateLimit: SSO_START_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: "Start a single sign-on: the provider's authorization URL (code flow with PKCE)",
        body: ssoEmailBodySchema,
        response: { 200: ssoStartReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        authorizationUrl: await startSsoSignIn(
          deps(),
          request.body.email,
          readRequestMeta(request),
        ),
      },
    }),
  );

  app.post(
    '/api/v2/auth-simple/sso/complete',
    {
      config: { rateLimit: SSO_START_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: "Finish a single sign-on with the provider's redirect: a session like a sign-in's",
        body: ssoCompleteBodySchema,
        response: { 200: ssoCompleteReplySchema },
      },
    },
    async (request) => {
      const member = await completeSsoSignIn(
        deps(),
        request.body.callbackQuery,
        readRequestMeta(request),
      );
      const session = await startSession(request, member.userId, 'sso');
      return { success: true as const, message: 'Login successful', data: session };
    },
  );
};
