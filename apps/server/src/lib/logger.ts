import pino from 'pino';
import type { DestinationStream, Logger, LoggerOptions } from 'pino';

/** Request fields that carry secrets or screened personal data (names, dates of birth). */
const SENSITIVE_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'tempPassword',
  'token',
  'refreshToken',
  'accessToken',
  'temporaryToken',
  'twoFactorCode',
  'code',
  'secret',
  'backupCodes',
  'firstName',
  'lastName',
  'arabicName',
  'fullName',
  'dateOfBirth',
] as const;

/**
 * pino redact paths: each sensitive key at the top level and up to three levels deep (fast-redact
 * wildcards match one level each), plus credentials in headers.
 */
export const REDACT_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  // Headers logged outside the request serializer (an error's context, a hand-written log line).
  ...['', '*.'].flatMap((parent) => [
    `${parent}headers.authorization`,
    `${parent}headers.cookie`,
    `${parent}headers["x-api-key"]`,
  ]),
  // The one reply that carries a new API key in clear (`data.key`), should a reply ever be logged.
  'data.key',
  '*.data.key',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

export const REDACTED = '[redacted]';

/** Logger options shared by the server and tests: JSON lines, redaction, no query strings. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req(request: { method?: string; url?: string; id?: string; ip?: string }) {
        // Query strings can hold searched names (activity-log filters): log the path only.
        const url = request.url?.split('?')[0];
        return { method: request.method, url, id: request.id, ip: request.ip };
      },
    },
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
