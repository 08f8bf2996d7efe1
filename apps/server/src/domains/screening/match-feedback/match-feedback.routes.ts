import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  matchFeedbackListReplySchema,
  matchFeedbackReplySchema,
  matchFeedbackRequestSchema,
  searchIdParamsSchema,
} from '@sanctions/contracts';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { listMatchFeedback, recordMatchFeedback } from './match-feedback.service';

const TAGS = ['Search'];

/** Relevance feedback on the matches of a stored search (issue 14 item 8), by the user who ran it. */
export const matchFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { security: BEARER_SECURITY, tags: TAGS };

  app.get(
    '/api/v2/search/:id/feedback',
    {
      schema: {
        ...guarded,
        summary: "The caller's feedback on the matches of a search they ran",
        params: searchIdParamsSchema,
        response: { 200: matchFeedbackListReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: { feedback: await listMatchFeedback(app.db, request.user, request.params.id) },
    }),
  );

  app.post(
    '/api/v2/search/:id/feedback',
    {
      schema: {
        ...guarded,
        summary:
          'Mark a match relevant or not, with an optional rating and comment (replaces earlier)',
        params: searchIdParamsSchema,
        body: matchFeedbackRequestSchema,
        response: { 200: matchFeedbackReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: {
        feedback: await recordMatchFeedback(
          app.db,
          request.user,
          request.params.id,
          request.body,
          app.clock.now(),
        ),
      },
    }),
  );
};
