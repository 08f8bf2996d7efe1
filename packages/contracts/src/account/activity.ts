import { z } from 'zod';
import { boundedDateTime, safeText } from '../text';
import { activityDescriptionParamsSchema } from './activity-descriptions';
import { isoInstant } from './common';

/** One security event of the Security tab: a sign-in attempt or a security-relevant account change. */
export const securityEventSchema = z.object({
  /** Machine name, e.g. `login_success`, `login_failed`, `password_change`, `2fa_enabled`. */
  type: z.string(),
  /** English sentence; the fallback for clients. */
  description: z.string(),
  /** Stable key of the description (see `activityDescriptionSchema`); null when there is none. */
  descriptionKey: z.string().nullish(),
  /** Parameters of `descriptionKey`'s text; null when there is no key. */
  descriptionParams: activityDescriptionParamsSchema.nullish(),
  success: z.boolean(),
  timestamp: isoInstant,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/** Security events returned, newest first. */
export const SECURITY_EVENTS_LIMIT = 50;

/** GET /api/v2/user/security-events reply. */
export const securityEventsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ events: z.array(securityEventSchema) }),
});
export type SecurityEventsReply = z.infer<typeof securityEventsReplySchema>;

/** Activity types of the activity log filter (spec 3). */
export const ACTIVITY_TYPES = [
  'search',
  'login',
  'password_change',
  '2fa_change',
  'profile_update',
  'api_key',
  'security_event',
] as const;
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof activityTypeSchema>;

/** Severity of an activity entry (spec 3: error, warning, other; "other" is written `info`). */
export const ACTIVITY_SEVERITIES = ['error', 'warning', 'info'] as const;
export const activitySeveritySchema = z.enum(ACTIVITY_SEVERITIES);
export type ActivitySeverity = z.infer<typeof activitySeveritySchema>;

/** Page size of the activity log (spec 9). */
export const ACTIVITY_PAGE_SIZE = 20;
/** Largest page a client may ask for. */
export const ACTIVITY_MAX_PAGE_SIZE = 100;
/** Most rows one export file holds (newest first). */
export const ACTIVITY_EXPORT_MAX_ROWS = 10_000;

const isoDateTimeParam = (label: string) => boundedDateTime(`${label} must be an ISO date`);

/** Filters shared by the activity list and its export (all optional). */
export const activityFiltersSchema = z.object({
  /** Free text matched against the action, description details and IP address (case-insensitive). */
  search: safeText().trim().max(200).optional(),
  /** Comma-separated {@link ACTIVITY_TYPES}; empty means all types. */
  types: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const parts = value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
      const parsed: ActivityType[] = [];
      for (const part of parts) {
        const result = activityTypeSchema.safeParse(part);
        if (!result.success) {
          context.addIssue({ code: 'custom', message: `Unknown activity type: ${part}` });
          return z.NEVER;
        }
        parsed.push(result.data);
      }
      return parsed;
    }),
  /** Inclusive lower bound (ISO 8601). */
  startDate: isoDateTimeParam('startDate').optional(),
  /** Inclusive upper bound (ISO 8601); a bare date means the whole of that day (UTC). */
  endDate: isoDateTimeParam('endDate').optional(),
});
export type ActivityFilters = z.infer<typeof activityFiltersSchema>;

const isDateOrderRight = (filters: {
  startDate?: string | undefined;
  endDate?: string | undefined;
}) =>
  filters.startDate === undefined ||
  filters.endDate === undefined ||
  Date.parse(filters.startDate) <= Date.parse(filters.endDate);
const DATE_ORDER_ISSUE = { message: 'startDate must not be after endDate', path: ['endDate'] };

/** GET /api/v2/user/activity-logs query. */
export const activityLogsQuerySchema = activityFiltersSchema
  .extend({
    limit: z.coerce.number().int().min(1).max(ACTIVITY_MAX_PAGE_SIZE).default(ACTIVITY_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine(isDateOrderRight, DATE_ORDER_ISSUE);
export type ActivityLogsQuery = z.infer<typeof activityLogsQuerySchema>;

/** One entry of the activity log, built from one audit row. */
export const activitySchema = z.object({
  id: z.string(),
  type: activityTypeSchema,
  success: z.boolean(),
  severity: activitySeveritySchema,
  /** English sentence; the fallback for clients and the text of the exports. */
  description: z.string(),
  /**
   * Stable key of the description (see `activityDescriptionSchema`), null for actions described in
   * English only. A plain string so a client that does not know a newer key shows `description`.
   */
  descriptionKey: z.string().nullish(),
  /** Parameters of `descriptionKey`'s text; null when there is no key. */
  descriptionParams: activityDescriptionParamsSchema.nullish(),
  /** The audit action, e.g. `login`, `password_change`, `2fa_enabled`. */
  action: z.string(),
  timestamp: isoInstant,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/v2/user/activity-logs reply. */
export const activityLogsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ activities: z.array(activitySchema), total: z.number().int().min(0) }),
});
export type ActivityLogsReply = z.infer<typeof activityLogsReplySchema>;

export const ACTIVITY_EXPORT_FORMATS = ['csv', 'json'] as const;

/** GET /api/v2/user/activity-logs/export query: the list filters plus the file format. */
export const activityExportQuerySchema = activityFiltersSchema
  .extend({ format: z.enum(ACTIVITY_EXPORT_FORMATS).default('csv') })
  .refine(isDateOrderRight, DATE_ORDER_ISSUE);
export type ActivityExportQuery = z.infer<typeof activityExportQuerySchema>;

/** File name of an activity export (spec 7). */
export function activityExportFileName(format: (typeof ACTIVITY_EXPORT_FORMATS)[number]): string {
  return `activity-logs-${format}.${format}`;
}
