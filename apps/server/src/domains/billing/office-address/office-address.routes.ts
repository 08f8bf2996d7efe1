import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officeAddressReplySchema, officeAddressSchema } from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { readOfficeAddress } from './office-address.queries';
import { updateOfficeAddress } from './update-office-address';

const TAGS = ['Admin: settings'];
const URL = '/api/v2/admin/settings/office-address';

/** The office address customers pay at (issue 23 §6): super admins read and change it. */
export const officeAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireRole('super_admin');

  app.get(
    URL,
    {
      schema: {
        tags: TAGS,
        summary: 'The office address given in the approval e-mail (blank texts when not set)',
        security: BEARER_SECURITY,
        response: { 200: officeAddressReplySchema },
      },
      preHandler: guard,
    },
    async () => {
      const stored = await readOfficeAddress(app.db);
      return {
        success: true as const,
        data: {
          officeAddress: stored.officeAddress,
          updatedAt: stored.updatedAt?.toISOString() ?? null,
        },
      };
    },
  );

  app.put(
    URL,
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Set the office address, in English and Arabic (blank clears it)',
        security: BEARER_SECURITY,
        body: officeAddressSchema,
        response: { 200: officeAddressReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return updateOfficeAddress(
        { db: app.db, now: () => app.clock.now() },
        {
          officeAddress: request.body,
          actorId: request.user.id,
          origin: readRequestOrigin(request),
        },
      );
    },
  );
};
