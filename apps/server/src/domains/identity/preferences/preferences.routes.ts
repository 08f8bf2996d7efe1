import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesReplySchema, updatePreferencesBodySchema } from '@sanctions/contracts';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { readPreferences, resetPreferences, updatePreferences } from './preferences.service';

const TAGS = ['Preferences'];

/** Preferences of spec 2.12, 3 and 5 (GET, PUT one group, reset). */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Routes authenticate in preValidation: an anonymous caller gets 401, never a description of the body.
  const guarded = { security: BEARER_SECURITY, tags: TAGS };

  app.get(
    '/api/v2/user/preferences',
    {
      schema: {
        ...guarded,
        summary: 'The preferences (defaults when none saved)',
        response: { 200: preferencesReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await readPreferences(app.db, request.user.id),
    }),
  );

  app.put(
    '/api/v2/user/preferences',
    {
      schema: {
        ...guarded,
        summary: 'Save ONE changed group: {theme} | {language} | {emailNotifications} | ...',
        body: updatePreferencesBodySchema,
        response: { 200: preferencesReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      message: 'Preferences updated',
      data: await updatePreferences(app.db, request.user.id, request.body, app.clock.now()),
    }),
  );

  app.post(
    '/api/v2/user/preferences/reset',
    {
      schema: {
        ...guarded,
        summary: 'Reset every preference to its default',
        response: { 200: preferencesReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      message: 'Preferences reset',
      data: await resetPreferences(app.db, request.user.id, app.clock.now()),
    }),
  );
};
