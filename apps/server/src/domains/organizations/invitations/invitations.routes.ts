import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationBodySchema,
  acceptInvitationReplySchema,
  createInvitationBodySchema,
  invitationIdParamsSchema,
  invitationPreviewQuerySchema,
  invitationPreviewReplySchema,
  invitationReplySchema,
  invitationsReplySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { requireOrganizationManager } from '../../../lib/access/organization-manager';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import type { SessionStarter } from '../../identity';
import { acceptInvitation } from './accept-invitation';
import { createInvitation } from './create-invitation';
import type { InvitationDeps } from './create-invitation';
import { listInvitations } from './list-invitations';
import { previewInvitation } from './preview-invitation';
import { revokeOrganizationInvitation } from './revoke-organization-invitation';

const TAGS = ['Organization: invitations'];
const MANAGERS_ONLY = 'Only organization owners and admins can manage invitations';

/** Per client IP on the public link routes: a token is 256 bits, this keeps guessing and hashing cheap. */
export const INVITATION_LINK_RATE_LIMIT = { max: 30, timeWindow: 15 * 60 * 1000 } as const;

/**
 * Invitations into the caller's organisation (issue 13): owners and admins list, send and revoke them;
 * the e-mailed link's page previews and accepts without sign-in (an existing account accepts signed in).
 * Every query is scoped to the caller's organisation: another organisation's invitation answers 404.
 */
export interface InvitationsRoutesOptions {
  /** Signs the new account in after a successful acceptance (composed from the auth feature). */
  startSession: SessionStarter;
}

export const organizationInvitationsRoutes: FastifyPluginAsyncZod<
  InvitationsRoutesOptions
> = async (app, { startSession }) => {
  const deps: InvitationDeps = {
    db: app.db,
    now: () => app.clock.now(),
    publicUrl: app.env.PUBLIC_URL,
  };
  // A bearer token is optional on accept: authenticated when sent (and then it must be valid).
  const authenticateIfSent: preHandlerAsyncHookHandler = async function (request, reply) {
    if (request.headers.authorization !== undefined)
      await app.authenticate.call(this, request, reply);
  };

  app.get(
    '/api/v2/organization/invitations',
    {
      schema: {
        tags: TAGS,
        summary: "The organisation's invitations (open, accepted, revoked, expired), newest first",
        security: BEARER_SECURITY,
        response: { 200: invitationsReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const scope = requireOrganizationManager(request.user, MANAGERS_ONLY);
      return {
        success: true as const,
        data: { invitations: await listInvitations(app.db, scope, app.clock.now()) },
      };
    },
  );

  app.post(
    '/api/v2/organization/invitations',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Invite an address as admin or member: e-mails a 7-day, single-use link',
        security: BEARER_SECURITY,
        body: createInvitationBodySchema,
        response: { 201: invitationReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const scope = requireOrganizationManager(request.user, MANAGERS_ONLY);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const created = await createInvitation(deps, scope, request.body, readRequestOrigin(request));
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/v2/organization/invitations/:id',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Revoke an open invitation: its link stops working',
        security: BEARER_SECURITY,
        params: invitationIdParamsSchema,
        response: { 200: invitationReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const scope = requireOrganizationManager(request.user, MANAGERS_ONLY);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return revokeOrganizationInvitation(app.db, scope, {
        id: request.params.id,
        now: app.clock.now(),
        origin: readRequestOrigin(request),
      });
    },
  );

  app.get(
    '/api/v2/organization/invitations/preview',
    {
      config: { rateLimit: INVITATION_LINK_RATE_LIMIT },
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'What an invitation link offers and its state (no sign-in), for the accept page',
        querystring: invitationPreviewQuerySchema,
        response: { 200: invitationPreviewReplySchema },
      },
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return {
        success: true as const,
        data: await previewInvitation(app.db, request.query.token, app.clock.now()),
      };
    },
  );

  app.post(
    '/api/v2/organization/invitations/accept',
    {
      config: { rateLimit: INVITATION_LINK_RATE_LIMIT },
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary:
          'Accept an invitation: creates the account (new address) or joins the signed-in standalone account',
        security: [...BEARER_SECURITY, {}],
        body: acceptInvitationBodySchema,
        response: { 200: acceptInvitationReplySchema },
      },
      preHandler: authenticateIfSent,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const { reply, memberId } = await acceptInvitation(app.db, {
        body: request.body,
        caller: request.authenticatedUser,
        origin: readRequestOrigin(request),
        now: app.clock.now(),
      });
      if (!reply.data.accountCreated) return reply;
      // The link proved the address and the invitee has just chosen the password: no second sign-in.
      const session = await startSession(request, memberId, 'invitation');
      return { ...reply, data: { ...reply.data, session } };
    },
  );
};
