/**
 * The notifications domain's public face: what the router, the app shell and other domains use from it.
 * Nothing outside src/domains/notifications/ imports a file inside it.
 */
export { NotificationDropdown } from './notifications/components/notification-dropdown';
export { loadWebhooksPage } from './page-loaders';
