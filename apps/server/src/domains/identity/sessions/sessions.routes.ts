import { readRequestOrigin } from '../../../lib/request-origin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSessionsReplySchema,
  endedSessionsReplySchema,
  messageEnvelopeSchema,
  uuidParamsSchema,
} from '@sanctions/contracts';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { endOtherSessions } from './end-other-sessions';
import { listSessions, revokeSession } from './sessions.service';

const TAGS = ['Sessions'];

/** The user's signed-in sessions (devices) and signing one out. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Routes authenticate in preValidation: an anonymous caller gets 401, never a description of the body.
  const guarded = { security: BEARER_SECURITY, tags: TAGS };

  app.get(
    '/api/v2/user/sessions',
    {
      schema: {
        ...guarded,
        summary: 'Active sessions; the one of this access token is marked current',
        response: { 200: accountSessionsReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: {
        sessions: await listSessions(app.db, request.user.id, request.sessionId, app.clock.now()),
      },
    }),
  );

  app.delete(
    '/api/v2/user/sessions/:id',
    {
      schema: {
        ...guarded,
        summary: 'Sign a session out (the current one too: that is a sign-out)',
        params: uuidParamsSchema,
        response: { 200: messageEnvelopeSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      await revokeSession(app.db, request.user, {
        sessionId: request.params.id,
        currentSessionId: request.sessionId,
        ...readRequestOrigin(request),
        now: app.clock.now(),
      });
      return { success: true as const, message: 'Session signed out' };
    },
  );

  app.delete(
    '/api/v2/user/sessions',
    {
      schema: {
        ...guarded,
        summary: 'Sign out everywhere else: every session but the current one',
        response: { 200: endedSessionsReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      const endedSessions = await endOtherSessions(app.db, request.user, {
        currentSessionId: request.sessionId,
        ...readRequestOrigin(request),
        now: app.clock.now(),
      });
      return {
        success: true as const,
        message: 'Signed out everywhere else',
        data: { endedSessions },
      };
    },
  );
};
