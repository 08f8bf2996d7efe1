import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWebhookRequestSchema,
  createdWebhookReplySchema,
  messageEnvelopeSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesReplySchema,
  webhookDeliveryIdParamsSchema,
  webhookDeliveryReplySchema,
  webhookIdParamsSchema,
  webhooksReplySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { requireOrganizationManager } from '../../../lib/access/organization-manager';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { auditAppendedJob } from './audit-appended-job';
import { bulkCompletedJob, deliverWebhookJob, listUpdatedJob } from './webhook-jobs.handlers';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  replayDelivery,
  testWebhook,
} from './webhooks.service';
import type { WebhooksDeps } from './webhooks.service';

const TAGS = ['Organization: webhooks'];
const MANAGERS_ONLY = 'Only organization owners and admins can manage webhooks';

/**
 * Webhooks (issue 16, ADR 021): an organisation's owners and admins register HTTPS endpoints, test them,
 * read the delivery log and replay a delivery. Every query is scoped to the caller's organisation, so
 * another organisation's endpoint or delivery answers 404. Registers the delivery and event jobs.
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowLoopback = app.env.WEBHOOK_ALLOW_INSECURE === 'loopback';
  const jobOptions = {
    secretBox: app.secretBox,
    timeoutMs: app.env.WEBHOOK_TIMEOUT_MS,
    allowLoopback,
    onAttempt: (outcome: 'succeeded' | 'retrying' | 'failed') =>
      app.metrics.countWebhookDelivery(outcome),
  };
  app.jobs.register(deliverWebhookJob(jobOptions));
  app.jobs.register(listUpdatedJob);
  app.jobs.register(bulkCompletedJob);
  app.jobs.register(auditAppendedJob);
  const deps: WebhooksDeps = {
    db: app.db,
    clock: app.clock,
    enqueue: (db, name, payload, options) => app.jobs.enqueue(db, name, payload, options),
    ...jobOptions,
    urlPolicy: { publicUrl: app.env.PUBLIC_URL, allowInsecure: app.env.WEBHOOK_ALLOW_INSECURE },
  };

  app.get(
    '/api/v2/organization/webhooks',
    {
      schema: {
        tags: TAGS,
        summary: "The organisation's webhook endpoints with their latest delivery",
        security: BEARER_SECURITY,
        response: { 200: webhooksReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const scope = requireOrganizationManager(request.user, MANAGERS_ONLY);
      return { success: true as const, data: { webhooks: await listWebhooks(deps, scope) } };
    },
  );

  app.post(
    '/api/v2/organization/webhooks',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Register an HTTPS endpoint: the signing secret is in this answer only',
        security: BEARER_SECURITY,
        body: createWebhookRequestSchema,
        response: { 201: createdWebhookReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const scope = requireOrganizationManager(request.user, MANAGERS_ONLY);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const created = await createWebhook(deps, scope, request.body);
      return reply.status(201).send({ success: true as const, data: created });
    },
  );

  app.delete(
    '/api/v2/organization/webhooks/:id',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Remove an endpoint: no further deliveries; its log stays',
        security: BEARER_SECURITY,
        params: webhookIdParamsSchema,
        response: { 200: messageEnvelopeSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const scope = requireOrganizationManager(request.user, MANAGERS_ONLY);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      await deleteWebhook(deps, scope, request.params.id);
      return { success: true as const, message: 'Webhook removed' };
    },
  );

  app.post(
    '/api/v2/organization/webhooks/:id/test',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Send a signed webhook.test event now and answer with the receiver’s reply',
        security: BEARER_SECURITY,
        params: webhookIdParamsSchema,
        response: { 200: webhookDeliveryReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const scope = requireOrganizationManager(request.user, MANAGERS_ONLY);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return {
        success: true as const,
        data: { delivery: await testWebhook(deps, scope, request.params.id) },
      };
    },
  );

  app.get(
    '/api/v2/organization/webhooks/:id/deliveries',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: "An endpoint's delivery log, newest first, with each receiver's latest answer",
        security: BEARER_SECURITY,
        params: webhookIdParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const scope = requireOrganizationManager(request.user, MANAGERS_ONLY);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return {
        success: true as const,
        data: await listDeliveries(deps, scope, request.params.id, request.query),
      };
    },
  );

  app.post(
    '/api/v2/organization/webhooks/deliveries/:deliveryId/replay',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Send a delivery again: a new delivery with the same body and a new signature',
        security: BEARER_SECURITY,
        params: webhookDeliveryIdParamsSchema,
        response: { 200: webhookDeliveryReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const scope = requireOrganizationManager(request.user, MANAGERS_ONLY);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return {
        success: true as const,
        data: { delivery: await replayDelivery(deps, scope, request.params.deliveryId) },
      };
    },
  );
};
