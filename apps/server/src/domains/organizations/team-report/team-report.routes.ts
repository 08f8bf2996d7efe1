import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEAM_REPORT_MESSAGES,
  teamReportExportQuerySchema,
  teamReportQuerySchema,
  teamReportReplySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { requireOrganizationManager } from '../../../lib/access/organization-manager';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { buildTeamReport } from './build-team-report';
import { writeTeamReportFile } from './write-team-report-file';

const TAGS = ['Organization: reports'];

/**
 * Team reporting (issue 23 §5): the caller's organisation's activity per member and period, for owners and
 * admins (members 403). The organisation is the caller's; a `userId` outside it answers 404. Reads the
 * activity tables only (searches, bulk rows, decisions), never the billing counters.
 */
export const teamReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/organization/reports/team',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary:
          'Single searches, screened bulk rows, decisions, reviews and median time to decision per member and period',
        security: BEARER_SECURITY,
        querystring: teamReportQuerySchema,
        response: { 200: teamReportReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const scope = requireOrganizationManager(request.user, TEAM_REPORT_MESSAGES.managersOnly);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return { success: true as const, data: await buildTeamReport(app.db, scope, request.query) };
    },
  );

  app.get(
    '/api/v2/organization/reports/team/export',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'The team report as CSV (UTF-8 with BOM) or Excel, headings in English or Arabic',
        security: BEARER_SECURITY,
        querystring: teamReportExportQuerySchema,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const scope = requireOrganizationManager(request.user, TEAM_REPORT_MESSAGES.managersOnly);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const report = await buildTeamReport(app.db, scope, request.query);
      const file = await writeTeamReportFile(report, request.query.format, request.query.locale);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
