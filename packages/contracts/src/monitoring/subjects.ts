import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { safeText } from '../text';
import { MAX_NAME_LENGTH, hasSearchName, NAME_REQUIRED_MESSAGE } from '../search';

/** A monitored subject is a person or an organisation (the screening's entity type). */
export const SUBJECT_TYPES = ['person', 'organization'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** `removed` subjects keep their alerts and decisions on record; they are never screened again. */
export const SUBJECT_STATUSES = ['active', 'paused', 'removed'] as const;
export type SubjectStatus = (typeof SUBJECT_STATUSES)[number];

/** Where a subject came from: by hand, a search result, a bulk job or the API. */
export const SUBJECT_SOURCES = ['manual', 'search', 'bulk', 'api'] as const;
export type SubjectSource = (typeof SUBJECT_SOURCES)[number];

/** Default alert threshold of monitoring (medium risk and above); an organisation may set 70-100. */
export const DEFAULT_MONITORING_THRESHOLD = 80;
export const MIN_MONITORING_THRESHOLD = 70;

/** Subjects one bulk job may add at once is the job's size; this caps a single API batch. */
export const MAX_SUBJECTS_PER_BATCH = 1000;

const nameField = safeText({ multiline: true }).trim().max(MAX_NAME_LENGTH).default('');
const partialIsoDate = z
  .string()
  .trim()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'Use YYYY, YYYY-MM or YYYY-MM-DD');

const subjectFieldsObject = z.object({
  subjectType: z.enum(SUBJECT_TYPES).default('person'),
  firstName: nameField,
  lastName: nameField,
  arabicName: nameField,
  dateOfBirth: partialIsoDate.optional(),
  nationality: safeText().trim().min(1).max(100).optional(),
  /** The customer's own reference (customer number, case id). */
  reference: safeText().trim().max(100).optional(),
});

/** Body of POST /api/v2/monitoring/subjects. */
export const createSubjectRequestSchema = subjectFieldsObject
  .extend({
    source: z.enum(SUBJECT_SOURCES).default('manual'),
    /** The search id or bulk job id the subject was added from. */
    sourceRef: safeText().trim().max(100).optional(),
  })
  .refine(hasSearchName, { message: NAME_REQUIRED_MESSAGE, path: ['firstName'] });
export type CreateSubjectRequest = z.infer<typeof createSubjectRequestSchema>;
export type CreateSubjectInput = z.input<typeof createSubjectRequestSchema>;

/** Body of POST /api/v2/monitoring/subjects/from-bulk/{jobId}: every row, or the clear ones only. */
export const subjectsFromBulkRequestSchema = z.object({
  rows: z.enum(['all', 'clear']).default('all'),
});
export type SubjectsFromBulkRequest = z.infer<typeof subjectsFromBulkRequestSchema>;

/** Body of PATCH /api/v2/monitoring/subjects/{id}: pause or resume, or correct the reference. */
export const updateSubjectRequestSchema = z
  .object({
    status: z.enum(['active', 'paused']).optional(),
    reference: safeText().trim().max(100).optional(),
  })
  .refine((b) => b.status !== undefined || b.reference !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateSubjectRequest = z.infer<typeof updateSubjectRequestSchema>;

/** Query of GET /api/v2/monitoring/subjects. */
export const listSubjectsQuerySchema = z.object({
  search: safeText().trim().max(200).optional(),
  status: z.enum(SUBJECT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListSubjectsQuery = z.infer<typeof listSubjectsQuerySchema>;

export const subjectSchema = z.object({
  id: z.string(),
  subjectType: z.enum(SUBJECT_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  arabicName: z.string(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.enum(SUBJECT_STATUSES),
  source: z.enum(SUBJECT_SOURCES),
  sourceRef: z.string().nullable(),
  createdBy: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  lastScreenedAt: z.string().nullable(),
  /** Alerts of this subject not yet decided (open, escalated or proposed). */
  openAlerts: z.number().int().min(0),
});
export type Subject = z.infer<typeof subjectSchema>;

export const subjectListSchema = z.object({
  subjects: z.array(subjectSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type SubjectList = z.infer<typeof subjectListSchema>;
export const subjectListResponseSchema = successEnvelope(subjectListSchema);

/** Reply of POST /api/v2/monitoring/subjects: the subject and the alerts its first screening raised. */
export const createSubjectResultSchema = z.object({
  subject: subjectSchema,
  alertsRaised: z.number().int().min(0),
});
export type CreateSubjectResult = z.infer<typeof createSubjectResultSchema>;
export const createSubjectResponseSchema = successEnvelope(createSubjectResultSchema);

/** Reply of GET/PATCH/DELETE /api/v2/monitoring/subjects/{id}. */
export const subjectResponseSchema = successEnvelope(z.object({ subject: subjectSchema }));

/** Reply of POST /api/v2/monitoring/subjects/from-bulk/{jobId}. */
export const subjectsFromBulkResultSchema = z.object({
  /** Subjects created from the job's rows. */
  added: z.number().int().min(0),
  /** Rows whose subject is already monitored (same search fields) or repeated in the file. */
  duplicates: z.number().int().min(0),
  /** Alerts the first screening of the added subjects raised. */
  alertsRaised: z.number().int().min(0),
});
export type SubjectsFromBulkResult = z.infer<typeof subjectsFromBulkResultSchema>;
export const subjectsFromBulkResponseSchema = successEnvelope(subjectsFromBulkResultSchema);

/** GET/PUT /api/v2/monitoring/settings: the alert threshold of the caller's organisation. */
export const monitoringSettingsSchema = z.object({
  threshold: z.number().int().min(MIN_MONITORING_THRESHOLD).max(100),
});
export type MonitoringSettings = z.infer<typeof monitoringSettingsSchema>;
export const updateMonitoringSettingsRequestSchema = z.object({
  threshold: z
    .number({ error: 'Threshold must be a whole number from 70 to 100' })
    .int('Threshold must be a whole number from 70 to 100')
    .min(MIN_MONITORING_THRESHOLD, 'Threshold must be at least 70')
    .max(100, 'Threshold must be at most 100'),
});
export type UpdateMonitoringSettingsRequest = z.infer<typeof updateMonitoringSettingsRequestSchema>;
export const monitoringSettingsResponseSchema = successEnvelope(monitoringSettingsSchema);
