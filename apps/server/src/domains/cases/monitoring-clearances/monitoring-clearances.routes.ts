import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearanceListResponseSchema,
  clearanceReasonRequestSchema,
  clearanceResponseSchema,
  listClearancesQuerySchema,
  setClearanceExpiryRequestSchema,
  uuidParamsSchema,
} from '@sanctions/contracts';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { listClearances } from './list-clearances.queries';
import { requestClearanceRevocation } from './request-clearance-revocation.service';
import { reviewClearanceRevocation } from './review-clearance-revocation.service';
import type { RevocationOutcome } from './review-clearance-revocation.service';
import { setClearanceExpiry } from './set-clearance-expiry.service';

const TAGS = ['Monitoring'];

/**
 * The whitelist of issue 23 §3 (ADR 024): the caller's scope's clearances (approved false positives), their
 * expiry, and their four-eyed revocation. Another scope's clearance or request answers 404.
 */
export const monitoringClearancesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { security: BEARER_SECURITY, tags: TAGS };
  const now = () => app.clock.now();

  app.get(
    '/api/v2/monitoring/clearances',
    {
      schema: {
        ...guarded,
        summary:
          'The whitelist: approved false positives with who approved them, when, why, expiry and state',
        querystring: listClearancesQuerySchema,
        response: { 200: clearanceListResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listClearances(app.db, request.user, request.query, now()),
    }),
  );

  app.put(
    '/api/v2/monitoring/clearances/:id/expiry',
    {
      schema: {
        ...guarded,
        summary: "Set, move or remove a clearance's expiry (reviewers; audited with the reason)",
        params: uuidParamsSchema,
        body: setClearanceExpiryRequestSchema,
        response: { 200: clearanceResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: {
        clearance: await setClearanceExpiry(
          app.db,
          request.user,
          request.params.id,
          request.body,
          now(),
        ),
      },
    }),
  );

  app.post(
    '/api/v2/monitoring/clearances/:id/revocations',
    {
      schema: {
        ...guarded,
        summary: 'Ask for a clearance to be revoked; a second reviewer approves or rejects',
        params: uuidParamsSchema,
        body: clearanceReasonRequestSchema,
        response: { 201: clearanceResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const clearance = await requestClearanceRevocation(
        app.db,
        request.user,
        request.params.id,
        request.body,
        now(),
      );
      return reply.code(201).send({ success: true as const, data: { clearance } });
    },
  );

  const reviewRoute = (path: 'approve' | 'reject', outcome: RevocationOutcome, summary: string) =>
    app.post(
      `/api/v2/monitoring/clearance-revocations/:id/${path}`,
      {
        schema: {
          ...guarded,
          summary,
          params: uuidParamsSchema,
          body: clearanceReasonRequestSchema,
          response: { 200: clearanceResponseSchema },
        },
        preValidation: app.authenticate,
      },
      async (request) => ({
        success: true as const,
        data: {
          clearance: await reviewClearanceRevocation(
            app.db,
            request.user,
            request.params.id,
            outcome,
            request.body,
            now(),
          ),
        },
      }),
    );
  reviewRoute(
    'approve',
    'approved',
    'Approve a revocation (a second reviewer, never its requester): the clearance stops suppressing',
  );
  reviewRoute('reject', 'rejected', 'Reject a revocation: the clearance stays in force');
};
