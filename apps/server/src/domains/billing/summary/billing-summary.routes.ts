import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBillingSummaryReplySchema,
  adminOrganizationsQuerySchema,
  adminOrganizationsReplySchema,
  billingSummaryReplySchema,
  usageReportQuerySchema,
} from '@sanctions/contracts';
import { callerOrganizationId, managedOrganizationId } from '../shared/billing-access';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { exportUsageReport } from './export-usage-report';
import { getAdminBillingSummary } from './get-admin-billing-summary';
import { getBillingSummary } from './get-billing-summary';
import { listAdminOrganizations } from './list-admin-organizations';

/**
 * The two billing dashboards (spec organizations-billing-admin 2, 7): an organisation's own summary and
 * usage report, and the super admin's totals and organisation list.
 */
export const billingSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();

  app.get(
    '/api/v2/billing/summary',
    {
      schema: {
        tags: ['Billing'],
        summary:
          "The caller's organisation: plan, subscription, usage this period, recent invoices",
        security: BEARER_SECURITY,
        response: { 200: billingSummaryReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await getBillingSummary(app.db, callerOrganizationId(request.user), now()),
    }),
  );

  app.get(
    '/api/v2/billing/usage-report',
    {
      schema: {
        tags: ['Billing'],
        summary:
          "The organisation's daily usage as CSV (UTF-8 with BOM); default the current period",
        security: BEARER_SECURITY,
        querystring: usageReportQuerySchema,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const report = await exportUsageReport(
        app.db,
        managedOrganizationId(request.user),
        request.query,
        now(),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .header('cache-control', 'no-store')
        .send(report.csv);
    },
  );

  app.get(
    '/api/v2/billing/admin/summary',
    {
      schema: {
        tags: ['Billing: admin'],
        summary:
          'Revenue, subscriptions, pending and overdue payments, organisations, revenue by month',
        security: BEARER_SECURITY,
        response: { 200: adminBillingSummaryReplySchema },
      },
      preHandler: app.requirePermission('billing:view-all'),
    },
    async () => ({ success: true as const, data: await getAdminBillingSummary(app.db, now()) }),
  );

  app.get(
    '/api/v2/billing/admin/organizations',
    {
      schema: {
        tags: ['Billing: admin'],
        summary:
          'Customer organisations with subscription, last payment and usage (filters, paging)',
        security: BEARER_SECURITY,
        querystring: adminOrganizationsQuerySchema,
        response: { 200: adminOrganizationsReplySchema },
      },
      preHandler: app.requirePermission('billing:view-all'),
    },
    async (request) => listAdminOrganizations(app.db, request.query, now()),
  );
};
