import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SANCTIONS_MESSAGES,
  importRunReplySchema,
  importRunningReplySchema,
  pepSourceParamsSchema,
} from '@sanctions/contracts';
import { recordAudit } from '../../administration';
import { readRequestOrigin } from '../../../lib/request-origin';
import { errorEnvelope } from '../../../plugins/error-handler';
import { ImportRunningError } from './import-job-slot';
import { importUploadedPepFile, sanctionsDeps } from './list-import.service';
import { MAX_PEP_FILE_BYTES, readPepUpload } from './read-pep-upload';

/**
 * An administrator's PEP file (issue 25): uploaded, stored as the source's file and imported as a new version
 * of that source. Its own plugin so that only this route accepts multipart bodies among the list routes.
 */
export const pepUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = sanctionsDeps(app);
  await app.register(multipart, {
    limits: { fileSize: MAX_PEP_FILE_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post(
    '/api/v2/admin/sanctions/pep-sources/:pepSource/file',
    {
      schema: {
        tags: ['Admin: sanctions lists'],
        summary:
          'Upload a PEP file (FollowTheMoney JSON lines for pep_ftm, the CC0 YAML for pep_us_congress) and import it as a new version of that source',
        consumes: ['multipart/form-data'],
        params: pepSourceParamsSchema,
        response: { 200: importRunReplySchema, 409: importRunningReplySchema },
      },
      preHandler: app.requirePermission('sanctions:refresh'),
    },
    async (request, reply) => {
      const { pepSource } = request.params;
      const file = await readPepUpload(request);
      let run;
      try {
        run = await importUploadedPepFile(deps, pepSource, file, `user:${request.user.id}`);
      } catch (error) {
        if (!(error instanceof ImportRunningError)) throw error;
        return reply.code(409).send({
          ...errorEnvelope(request.id, { code: 'CONFLICT', message: error.message }),
          jobId: error.runningRunId,
        });
      }
      await recordAudit(app.db, {
        userId: request.user.id,
        actorId: request.user.id,
        action: 'sanctions.pepUpload',
        details: { jobId: run.id, status: run.status, pepSource, fileName: file.name },
        ...readRequestOrigin(request),
        at: app.clock.now(),
      });
      return reply.send({
        success: true as const,
        data: run,
        message:
          run.status === 'succeeded'
            ? SANCTIONS_MESSAGES.refreshed
            : SANCTIONS_MESSAGES.refreshFailed,
      });
    },
  );
};
