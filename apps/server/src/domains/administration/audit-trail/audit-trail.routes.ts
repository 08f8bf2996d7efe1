import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditChainListReplySchema,
  auditChainParamsSchema,
  auditChainVerificationReplySchema,
  auditExportQuerySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { requireAuditTrailReader, requireReadableChain } from './audit-trail-access';
import { exportAuditTrail } from './export-audit-trail';
import { listAuditChains } from './list-audit-chains';
import { verifyAuditChain } from './verify-audit-chain';

const TAGS = ['Audit trail'];

/**
 * The tamper-evident audit trail (issue 27 §3, ADR 037): the super admin reads every chain, an organisation
 * owner their organisation's; everyone else 403, another organisation's chain 404.
 */
export const auditTrailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/audit-trail/chains',
    {
      schema: {
        tags: TAGS,
        summary: 'The audit chains the caller may verify and export, with their lengths',
        security: BEARER_SECURITY,
        response: { 200: auditChainListReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const scope = requireAuditTrailReader(request.user);
      return { success: true as const, data: { chains: await listAuditChains(app.db, scope) } };
    },
  );

  app.get(
    '/api/v2/audit-trail/chains/:chain/verification',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary:
          'Walks one chain and names its first broken link (a row edited, deleted or missing)',
        security: BEARER_SECURITY,
        params: auditChainParamsSchema,
        response: { 200: auditChainVerificationReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      requireAuditTrailReader(request.user);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const chain = await requireReadableChain(app.db, request.user, request.params.chain);
      return {
        success: true as const,
        data: await verifyAuditChain(app.db, chain, app.clock.now()),
      };
    },
  );

  app.get(
    '/api/v2/audit-trail/chains/:chain/export',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: "One chain's rows in a UTC day range as JSON Lines or CSV, with their hashes",
        security: BEARER_SECURITY,
        params: auditChainParamsSchema,
        querystring: auditExportQuerySchema,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      requireAuditTrailReader(request.user);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const chain = await requireReadableChain(app.db, request.user, request.params.chain);
      const file = exportAuditTrail(app.db, chain, request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
