import { z } from 'zod';

/**
 * Issue 25: politically exposed person sources. Kept apart from `SANCTION_LISTS` so every
 * sanctions-only schema (evidence, alerts, filters) stays exhaustive over sanctions lists.
 * Mirrors `PepListId` in @sanctions/screening.
 */
export const PEP_SOURCES = ['pep_us_congress', 'pep_ftm'] as const;
export type PepSource = (typeof PEP_SOURCES)[number];

export const PEP_LEVELS = ['national', 'regional', 'international_organisation'] as const;
export const PEP_TIERS = [...PEP_LEVELS, 'former'] as const;
export type PepTierName = (typeof PEP_TIERS)[number];

export const pepPositionSchema = z.object({
  role: z.string(),
  body: z.string().optional(),
  country: z.string().optional(),
  level: z.enum(PEP_LEVELS),
  /** ISO date as precise as the source gives it (YYYY, YYYY-MM or YYYY-MM-DD). */
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  ended: z.boolean().optional(),
});
export type PepPositionDto = z.infer<typeof pepPositionSchema>;

export const pepRelationSchema = z.object({
  name: z.string(),
  relationship: z.string().optional(),
});
export type PepRelationDto = z.infer<typeof pepRelationSchema>;

/** A PEP record as shown to users. */
export const pepEntrySchema = z.object({
  pepSource: z.enum(PEP_SOURCES),
  sourceId: z.string(),
  listSource: z.string(),
  fullName: z.string(),
  aliases: z.array(z.string()),
  birthDates: z.array(z.string()),
  nationalities: z.array(z.string()),
  gender: z.enum(['male', 'female']).optional(),
  /** National, regional, international organisation, or former when every function has ended. */
  tier: z.enum(PEP_TIERS),
  positions: z.array(pepPositionSchema),
  relatives: z.array(pepRelationSchema),
  associates: z.array(pepRelationSchema),
});
export type PepEntry = z.infer<typeof pepEntrySchema>;

/**
 * One PEP hit. A different risk from a sanctions hit: the action is always enhanced due diligence,
 * never "do not proceed", so it carries no sanctions status and never decides the verdict.
 */
export const pepMatchSchema = z.object({
  pepEntry: pepEntrySchema,
  /** Integer 0-100. */
  confidence: z.number().int().min(0).max(100),
  /** The name or alias that produced the score, as published. */
  matchedName: z.string(),
  action: z.literal('enhanced_due_diligence'),
  /** Why it matched, with the position(s) and tier: English and Arabic. */
  analysis: z.object({ en: z.string(), ar: z.string() }),
});
export type PepMatch = z.infer<typeof pepMatchSchema>;

/**
 * The PEP source version a search screened, as its evidence names it (plans with `pepCheck` only): the PEP
 * counterpart of `listVersionRefSchema`, kept apart so the sanctions versions stay sanctions-only.
 */
export const pepSourceVersionRefSchema = z.object({
  pepSource: z.enum(PEP_SOURCES),
  listSource: z.string(),
  versionId: z.union([z.string(), z.number()]).optional(),
  publishedAt: z.string().optional(),
  importedAt: z.string().optional(),
});
export type PepSourceVersionRef = z.infer<typeof pepSourceVersionRefSchema>;

/** Path of POST /api/v2/admin/sanctions/pep-sources/{pepSource}/file: the source the uploaded file replaces. */
export const pepSourceParamsSchema = z.object({ pepSource: z.enum(PEP_SOURCES) });

/**
 * GET/PUT /api/v2/admin/sanctions/pep-sources/ftm-url: the customer's licensed FollowTheMoney download URL
 * (e.g. an OpenSanctions export with its API key), fetched by the scheduled import; null: none.
 */
export const pepFtmUrlSettingSchema = z.object({
  ftmUrl: z
    .string()
    .trim()
    .max(2000)
    .url('Enter a full https:// address')
    .refine((url) => url.startsWith('https://'), 'The address must start with https://')
    .nullable(),
});
export type PepFtmUrlSetting = z.infer<typeof pepFtmUrlSettingSchema>;
export const pepFtmUrlReplySchema = z.object({
  success: z.literal(true),
  data: pepFtmUrlSettingSchema,
});
