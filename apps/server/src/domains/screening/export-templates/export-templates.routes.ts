import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExportTemplateRequestSchema,
  exportTemplateListReplySchema,
  exportTemplateReplySchema,
  messageEnvelopeSchema,
  updateExportTemplateRequestSchema,
  uuidParamsSchema,
} from '@sanctions/contracts';
import { BEARER_SECURITY } from '../../../plugins/auth';
import {
  createExportTemplate,
  deleteExportTemplate,
  listExportTemplates,
  updateExportTemplate,
} from './export-templates.service';

const TAGS = ['Export templates'];

/** Export templates (issue 14 item 8): the caller's own, plus the organisation's public ones to read. */
export const exportTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { security: BEARER_SECURITY, tags: TAGS };
  const callerOf = (user: { id: string; organizationId: string | null }) => ({
    id: user.id,
    organizationId: user.organizationId,
  });

  app.get(
    '/api/v2/export-templates',
    {
      schema: {
        ...guarded,
        summary: "The caller's export templates and their organisation's public ones",
        response: { 200: exportTemplateListReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: { templates: await listExportTemplates(app.db, callerOf(request.user)) },
    }),
  );

  app.post(
    '/api/v2/export-templates',
    {
      schema: {
        ...guarded,
        summary: 'Create an export template (isDefault clears the caller’s other default)',
        body: createExportTemplateRequestSchema,
        response: { 201: exportTemplateReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const template = await createExportTemplate(
        app.db,
        callerOf(request.user),
        request.body,
        app.clock.now(),
      );
      return reply.code(201).send({ success: true as const, data: { template } });
    },
  );

  app.put(
    '/api/v2/export-templates/:id',
    {
      schema: {
        ...guarded,
        summary: 'Change one of the caller’s export templates',
        params: uuidParamsSchema,
        body: updateExportTemplateRequestSchema,
        response: { 200: exportTemplateReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: {
        template: await updateExportTemplate(
          app.db,
          callerOf(request.user),
          request.params.id,
          request.body,
        ),
      },
    }),
  );

  app.delete(
    '/api/v2/export-templates/:id',
    {
      schema: {
        ...guarded,
        summary: 'Delete one of the caller’s export templates',
        params: uuidParamsSchema,
        response: { 200: messageEnvelopeSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      await deleteExportTemplate(app.db, callerOf(request.user), request.params.id);
      return { success: true as const };
    },
  );
};
