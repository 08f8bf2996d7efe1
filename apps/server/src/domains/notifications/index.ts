// The notifications domain's public face (ADR 034): in-app notifications and outgoing webhooks.
// Other domains and the composition roots import only what is exported here, never a file inside.
export { createNotification, notifyActiveUsers } from './in-app/create-notification';
export type { NotificationInput } from './in-app/create-notification';
export { notificationsRoutes } from './in-app/notifications.routes';
export { emitWebhookEvent, hasWebhookSubscriber } from './webhooks/emit-webhook-event';
export { WEBHOOK_JOBS } from './webhooks/webhook-jobs';
export { webhooksRoutes } from './webhooks/webhooks.routes';
