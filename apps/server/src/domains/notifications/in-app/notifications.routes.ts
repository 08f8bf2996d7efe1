import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markAllReadReplySchema,
  messageEnvelopeSchema,
  notificationSchema,
  notificationsReplySchema,
  successEnvelope,
  uuidParamsSchema,
} from '@sanctions/contracts';
import { BEARER_SECURITY } from '../../../plugins/auth';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';

const TAGS = ['Notifications'];

/** The header's notification list (spec 3 and 4): list, mark read, mark all read, delete. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Routes authenticate in preValidation: an anonymous caller gets 401, never a description of the body.
  const guarded = { security: BEARER_SECURITY, tags: TAGS };

  app.get(
    '/api/v2/notifications',
    {
      schema: {
        ...guarded,
        summary: 'Newest notifications and the unread count',
        response: { 200: notificationsReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listNotifications(app.db, request.user),
    }),
  );

  app.post(
    '/api/v2/notifications/read-all',
    {
      schema: {
        ...guarded,
        summary: 'Mark every notification read',
        response: { 200: markAllReadReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: { updated: await markAllNotificationsRead(app.db, request.user.id) },
    }),
  );

  app.post(
    '/api/v2/notifications/:id/read',
    {
      schema: {
        ...guarded,
        summary: 'Mark one notification read',
        params: uuidParamsSchema,
        response: { 200: successEnvelope(notificationSchema) },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await markNotificationRead(app.db, request.user, request.params.id),
    }),
  );

  app.delete(
    '/api/v2/notifications/:id',
    {
      schema: {
        ...guarded,
        summary: 'Delete one notification',
        params: uuidParamsSchema,
        response: { 200: messageEnvelopeSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      await deleteNotification(app.db, request.user.id, request.params.id);
      return { success: true as const, message: 'Notification deleted' };
    },
  );
};
