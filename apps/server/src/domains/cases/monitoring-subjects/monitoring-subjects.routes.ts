import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSubjectRequestSchema,
  createSubjectResponseSchema,
  listSubjectsQuerySchema,
  monitoringSettingsResponseSchema,
  subjectListResponseSchema,
  subjectResponseSchema,
  subjectsFromBulkRequestSchema,
  subjectsFromBulkResponseSchema,
  updateMonitoringSettingsRequestSchema,
  updateSubjectRequestSchema,
} from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import { monitoringScopeOf } from '../monitoring/monitoring-scope';
import { BEARER_SECURITY } from '../../../plugins/auth';
import {
  readMonitoringSettings,
  requireThresholdManager,
  writeMonitoringSettings,
} from './monitoring-settings';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { addSubjectsFromBulk } from './subjects-from-bulk.service';
import { findSubject, listSubjects } from './subjects.queries';
import { createSubject, removeSubject, updateSubject } from './subjects.service';
import type { SubjectsContext } from './subjects.service';

const TAGS = ['Monitoring'];
// Any text: an id that is not a subject's (malformed or not) reads as absent, 404.
const subjectParamsSchema = z.object({ id: z.string().min(1).max(100) });
const jobParamsSchema = z.object({ jobId: z.string().min(1).max(100) });

function actorOf(user: SessionUser) {
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
}

/**
 * Monitored subjects and the monitoring settings (issue 16, ADR 019). Sign-in, the role and API keys with
 * the `monitoring` scope are checked by the route access table; every query is kept inside the caller's
 * monitoring scope, so another organisation's subject answers 404.
 */
export const monitoringSubjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { security: BEARER_SECURITY, tags: TAGS };
  const ctx: SubjectsContext = {
    db: app.db,
    clock: app.clock,
    enqueue: (db, name, payload, options) => app.jobs.enqueue(db, name, payload, options),
    index: app.screeningIndex,
  };

  app.get(
    '/api/v2/monitoring/subjects',
    {
      schema: {
        ...guarded,
        summary:
          'Monitored subjects, newest first: search by name or reference, filter by status (removed ones only with status=removed)',
        querystring: listSubjectsQuerySchema,
        response: { 200: subjectListResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listSubjects(app.db, monitoringScopeOf(request.user), request.query),
    }),
  );

  app.post(
    '/api/v2/monitoring/subjects',
    {
      schema: {
        ...guarded,
        summary: 'Monitor a person or organisation; it is screened at once against every list',
        body: createSubjectRequestSchema,
        response: { 201: createSubjectResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const data = await createSubject(
        ctx,
        monitoringScopeOf(request.user),
        request.body,
        request.apiKey !== null,
      );
      if (data.alertsRaised > 0) app.jobs.wake();
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/api/v2/monitoring/subjects/from-bulk/:jobId',
    {
      schema: {
        ...guarded,
        summary:
          "Monitor the rows of the caller's finished bulk job: all valid rows, or the clear ones; already monitored subjects are skipped",
        params: jobParamsSchema,
        body: subjectsFromBulkRequestSchema,
        response: { 200: subjectsFromBulkResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      const data = await addSubjectsFromBulk(
        ctx,
        monitoringScopeOf(request.user),
        request.params.jobId,
        request.body,
      );
      if (data.alertsRaised > 0) app.jobs.wake();
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/v2/monitoring/subjects/:id',
    {
      schema: {
        ...guarded,
        summary: 'One monitored subject with its open alert count',
        params: subjectParamsSchema,
        response: { 200: subjectResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: {
        subject: await findSubject(app.db, monitoringScopeOf(request.user), request.params.id),
      },
    }),
  );

  app.patch(
    '/api/v2/monitoring/subjects/:id',
    {
      schema: {
        ...guarded,
        summary: 'Pause or resume a subject, or correct its reference',
        params: subjectParamsSchema,
        body: updateSubjectRequestSchema,
        response: { 200: subjectResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: {
        subject: await updateSubject(
          ctx,
          monitoringScopeOf(request.user),
          request.params.id,
          request.body,
        ),
      },
    }),
  );

  app.delete(
    '/api/v2/monitoring/subjects/:id',
    {
      schema: {
        ...guarded,
        summary:
          'Remove a subject from monitoring (kept on record); its undecided alerts are closed with the note "subject removed"',
        params: subjectParamsSchema,
        response: { 200: subjectResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: {
        subject: await removeSubject(
          ctx,
          monitoringScopeOf(request.user),
          request.params.id,
          actorOf(request.user),
        ),
      },
    }),
  );

  app.get(
    '/api/v2/monitoring/settings',
    {
      schema: {
        ...guarded,
        summary: "The monitoring alert threshold (the organisation's, or the default of 80)",
        response: { 200: monitoringSettingsResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await readMonitoringSettings(app.db, request.user.organizationId),
    }),
  );

  app.put(
    '/api/v2/monitoring/settings',
    {
      schema: {
        ...guarded,
        summary: "Set the organisation's monitoring alert threshold (70-100; owners and admins)",
        body: updateMonitoringSettingsRequestSchema,
        response: { 200: monitoringSettingsResponseSchema },
      },
      attachValidation: true,
      preValidation: app.authenticate,
    },
    async (request) => {
      const organizationId = requireThresholdManager(request.user);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return {
        success: true as const,
        data: await writeMonitoringSettings(app.db, organizationId, request.body, app.clock.now()),
      };
    },
  );
};
