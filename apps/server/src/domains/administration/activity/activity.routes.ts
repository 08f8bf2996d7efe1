import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityExportFileName,
  activityExportQuerySchema,
  activityLogsQuerySchema,
  activityLogsReplySchema,
  securityEventsReplySchema,
} from '@sanctions/contracts';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { toActivityCsv } from './activity-csv';
import { exportActivities, listActivities, readSecurityEvents } from './activity.service';

const TAGS = ['Activity'];

/** Security events and the activity log with its export (spec 2.7, 2.10, 3, 7). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Routes authenticate in preValidation: an anonymous caller gets 401, never a description of the body.
  const guarded = { security: BEARER_SECURITY, tags: TAGS };

  app.get(
    '/api/v2/user/security-events',
    {
      schema: {
        ...guarded,
        summary: 'Recent sign-in attempts and security-relevant account changes',
        response: { 200: securityEventsReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: { events: await readSecurityEvents(app.db, request.user.id) },
    }),
  );

  app.get(
    '/api/v2/user/activity-logs',
    {
      schema: {
        ...guarded,
        summary: 'A page of the activity log (filters: search, types, startDate, endDate)',
        querystring: activityLogsQuerySchema,
        response: { 200: activityLogsReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      return {
        success: true as const,
        data: await listActivities(app.db, request.user.id, filters, { limit, offset }),
      };
    },
  );

  app.get(
    '/api/v2/user/activity-logs/export',
    {
      schema: {
        ...guarded,
        summary:
          'The filtered activity log as a CSV or JSON file (activity-logs-{format}.{format})',
        querystring: activityExportQuerySchema,
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const { activities, total } = await exportActivities(app.db, request.user.id, filters);
      void reply.header(
        'content-disposition',
        `attachment; filename="${activityExportFileName(format)}"`,
      );
      if (format === 'csv')
        return reply.type('text/csv; charset=utf-8').send(toActivityCsv(activities));
      const document = {
        exportedAt: app.clock.now().toISOString(),
        total,
        activities,
      };
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(document, null, 2));
    },
  );
};
