/*
 * The account area of spec screening-and-account (2.7-2.12, 3, 5, 7): profile, password, security events,
 * activity logs, two-factor, preferences, data export, deletion, sessions and notifications.
 * Timestamps are ISO 8601 strings.
 */

export { uuidParamsSchema } from './common';
export * from './profile-password';
export * from './activity';
export * from './activity-descriptions';
export * from './two-factor';
export * from './preferences';
export * from './sessions';
export * from './notifications';
export * from './notification-messages';
export * from './session-policy';
