import { z } from 'zod';
import { successEnvelope } from './envelope';
import { safeText } from './text';

export const EXPORT_TEMPLATE_TYPES = ['compliance', 'investigation', 'audit', 'general'] as const;
export type ExportTemplateType = (typeof EXPORT_TEMPLATE_TYPES)[number];

export const EXPORT_TEMPLATE_FORMATS = ['csv', 'excel', 'pdf', 'json'] as const;
export type ExportTemplateFormat = (typeof EXPORT_TEMPLATE_FORMATS)[number];

/** Sections of an export a template may leave out. */
export const EXPORT_TEMPLATE_SECTIONS = [
  'auditContext',
  'summary',
  'matches',
  'explanations',
  'entryDetails',
] as const;
export type ExportTemplateSection = (typeof EXPORT_TEMPLATE_SECTIONS)[number];

/** Columns of the match table, in export order. */
export const EXPORT_TEMPLATE_COLUMNS = [
  'matchNumber',
  'fullName',
  'arabicName',
  'sanctionList',
  'confidence',
  'riskLevel',
  'status',
  'matchType',
  'dateOfBirth',
  'placeOfBirth',
  'nationality',
  'aliases',
  'remarks',
] as const;
export type ExportTemplateColumn = (typeof EXPORT_TEMPLATE_COLUMNS)[number];

export const EXPORT_TEMPLATE_NAME_MAX = 100;

export const exportTemplateConfigurationSchema = z.object({
  format: z.enum(EXPORT_TEMPLATE_FORMATS),
  /** The sections to include; every one when absent. */
  sections: z.array(z.enum(EXPORT_TEMPLATE_SECTIONS)).default([...EXPORT_TEMPLATE_SECTIONS]),
  /** The match columns to include, at least one; every one when absent. */
  columns: z
    .array(z.enum(EXPORT_TEMPLATE_COLUMNS))
    .min(1)
    .default([...EXPORT_TEMPLATE_COLUMNS]),
  /** Extra labelled lines in the export's header (e.g. case number, reviewer). */
  customFields: z
    .array(
      z.object({
        label: safeText().trim().min(1).max(100),
        value: safeText().trim().max(500),
      }),
    )
    .max(20)
    .default([]),
});
export type ExportTemplateConfiguration = z.infer<typeof exportTemplateConfigurationSchema>;

export const exportTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  templateType: z.enum(EXPORT_TEMPLATE_TYPES),
  configuration: exportTemplateConfigurationSchema,
  /** The caller's default (only their own templates can be). */
  isDefault: z.boolean(),
  /** Shared with the owner's organisation (read-only to the other members). */
  isPublic: z.boolean(),
  /** True when the caller owns it (and may change or delete it). */
  isOwn: z.boolean(),
  lastUsed: z.string().nullable(),
  createdAt: z.string(),
});
export type ExportTemplate = z.infer<typeof exportTemplateSchema>;

const templateName = safeText().trim().min(1).max(EXPORT_TEMPLATE_NAME_MAX);
const templateDescription = safeText({ multiline: true }).trim().max(500);

/** Body of POST /api/v2/export-templates. */
export const createExportTemplateRequestSchema = z.object({
  name: templateName,
  description: templateDescription.optional(),
  templateType: z.enum(EXPORT_TEMPLATE_TYPES),
  configuration: exportTemplateConfigurationSchema,
  isDefault: z.boolean().default(false),
  isPublic: z.boolean().default(false),
});
export type CreateExportTemplateRequest = z.input<typeof createExportTemplateRequestSchema>;

/** Body of PUT /api/v2/export-templates/:id: only the fields sent change. */
export const updateExportTemplateRequestSchema = z.object({
  name: templateName.optional(),
  description: templateDescription.nullable().optional(),
  templateType: z.enum(EXPORT_TEMPLATE_TYPES).optional(),
  configuration: exportTemplateConfigurationSchema.optional(),
  isDefault: z.boolean().optional(),
  isPublic: z.boolean().optional(),
});
export type UpdateExportTemplateRequest = z.input<typeof updateExportTemplateRequestSchema>;

/** The caller's templates and their organisation's public ones; the default first, then by name. */
export const exportTemplateListReplySchema = successEnvelope(
  z.object({ templates: z.array(exportTemplateSchema) }),
);
export type ExportTemplateListReply = z.infer<typeof exportTemplateListReplySchema>;

export const exportTemplateReplySchema = successEnvelope(
  z.object({ template: exportTemplateSchema }),
);
export type ExportTemplateReply = z.infer<typeof exportTemplateReplySchema>;
