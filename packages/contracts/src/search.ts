import { z } from 'zod';
import { pepMatchSchema, pepSourceVersionRefSchema } from './pep';
import { safeText } from './text';

/** Sanctions regimes screened against. Mirrors `SanctionListId` in @sanctions/screening. */
export const SANCTION_LISTS = ['ofac', 'un', 'eu', 'uk', 'ca', 'au', 'us_csl', 'jp'] as const;
export type SanctionList = (typeof SANCTION_LISTS)[number];

/** What a search may target: every list, or one of them. */
export const SANCTION_LIST_FILTERS = ['all', ...SANCTION_LISTS] as const;
export type SanctionListFilter = (typeof SANCTION_LIST_FILTERS)[number];

/** Matching strategies a user can ask for. */
export const SEARCH_TYPES = ['exact', 'fuzzy', 'phonetic'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Risk bands by confidence: high >= 90, medium >= 80, low below (defaults). */
export const RISK_LEVELS = ['high', 'medium', 'low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** What an analyst should do with a match. */
export const MATCH_STATUSES = ['active_sanction', 'review_required', 'likely_clear'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** The weakest mechanism that produced a match (exact is the strongest). */
export const MATCH_TYPES = ['exact', 'alias', 'transliteration', 'phonetic', 'fuzzy'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/** How the publication qualifies the list name that matched. */
export const NAME_KINDS = ['primary', 'aka', 'fka', 'weak'] as const;
export type NameKind = (typeof NAME_KINDS)[number];

/** Per-token rule of the engine's explanation. */
export const TOKEN_RULES = [
  'exact',
  'variant',
  'transliteration',
  'skeleton',
  'phonetic',
  'fuzzy',
  'initial',
  'unmatched',
] as const;
export type TokenRule = (typeof TOKEN_RULES)[number];

export const NAME_REQUIRED_MESSAGE = 'At least one name field must be provided';

/** Longest accepted name field; real list names stay far below. */
export const MAX_NAME_LENGTH = 300;

// Tabs and line breaks are whitespace to the engine (names pasted from spreadsheets); other control
// characters and unpaired surrogates are refused.
const nameField = safeText({ multiline: true }).max(MAX_NAME_LENGTH).default('');

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
const partialIsoDate = z
  .string()
  .trim()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'Use YYYY, YYYY-MM or YYYY-MM-DD');

/** Fields of a search without the name refinement, so other schemas (CLI line, bulk rows) can extend them. */
export const searchFieldsSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  /** Arabic-script name; Latin text is accepted and matched too. */
  arabicName: nameField,
  searchType: z.enum(SEARCH_TYPES).default('fuzzy'),
  sanctionLists: z.enum(SANCTION_LIST_FILTERS).default('all'),
  dateOfBirth: partialIsoDate.optional(),
  /** Country name or ISO code, any case. */
  nationality: safeText().trim().min(1).max(100).optional(),
});

type NameFields = { firstName: string; lastName: string; arabicName: string };

/** True when at least one name field has a non-blank value. */
export function hasSearchName(fields: NameFields): boolean {
  return [fields.firstName, fields.lastName, fields.arabicName].some((v) => v.trim() !== '');
}

/** Adds the spec's rule: at least one name must be non-blank, reported on `firstName`. */
export function requireSearchName<T extends z.ZodType<NameFields>>(schema: T) {
  return schema.superRefine((fields, ctx) => {
    if (!hasSearchName(fields)) {
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: NAME_REQUIRED_MESSAGE });
    }
  });
}

/** Body of POST /api/v2/search (spec 5). */
export const searchRequestSchema = requireSearchName(searchFieldsSchema);
export type SearchRequest = z.infer<typeof searchRequestSchema>;
/** What a client may send (defaults not yet applied). */
export type SearchRequestInput = z.input<typeof searchRequestSchema>;

/** What kind of party a record designates. Mirrors `EntityType` in @sanctions/screening. */
export const ENTITY_TYPES = ['individual', 'entity', 'vessel', 'aircraft', 'unknown'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Writing system of a published name. Mirrors `NameScript` in @sanctions/screening. */
export const NAME_SCRIPTS = ['latin', 'arabic', 'cyrillic', 'other'] as const;
export type NameScript = (typeof NAME_SCRIPTS)[number];

/** A published name of the record other than the primary Latin one. */
export const entryAliasSchema = z.object({
  /** As published (Arabic script byte for byte). */
  name: z.string(),
  kind: z.enum(NAME_KINDS),
  script: z.enum(NAME_SCRIPTS),
});
export type EntryAlias = z.infer<typeof entryAliasSchema>;

/** An identity or registration document as published. */
export const entryDocumentSchema = z.object({
  /** Document kind as published, e.g. "Passport", "National ID No.", "IMO". */
  type: z.string(),
  number: z.string(),
  country: z.string().optional(),
  /** Issue/expiry dates and the publication's note, as one text. */
  note: z.string().optional(),
});
export type EntryDocument = z.infer<typeof entryDocumentSchema>;

// The structured fields came after `additionalInfo`: evidence stored before them still parses (empty
// lists, absent optionals), and readers fall back to the labelled text for such entries.
/** Ship details as the list publishes them; every field optional (lists publish different subsets). */
export const entryVesselSchema = z.object({
  imoNumber: z.string().optional(),
  callSign: z.string().optional(),
  type: z.string().optional(),
  flag: z.string().optional(),
  tonnage: z.string().optional(),
  grossRegisteredTonnage: z.string().optional(),
  owner: z.string().optional(),
});
export type EntryVessel = z.infer<typeof entryVesselSchema>;
/** The vessel fields in display order (the schema's order), for code that walks them. */
export const ENTRY_VESSEL_FIELDS = entryVesselSchema.keyof().options;

const listField = <T extends z.ZodType>(item: T) => z.array(item).default([]);

/** A list record as shown to users (spec 3 "sanctionEntry"). */
export const sanctionEntrySchema = z.object({
  sanctionList: z.enum(SANCTION_LISTS),
  /** Official identifier: OFAC ent_num, UN reference number, EU logicalId, UK Group ID. */
  sourceId: z.string(),
  /** Publication, e.g. "OFAC SDN", "UN Consolidated List". */
  listSource: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** First Arabic-script name of the record, '' when it has none. */
  arabicName: z.string(),
  /** Nationalities joined with ', ', '' when none are published. */
  nationality: z.string(),
  /** First published date of birth (ISO when exact, else as published), null when none. */
  dateOfBirth: z.string().nullable(),
  /** Multi-line text with labelled lines ("Aliases:", "Passport:", "Address:", ...). */
  additionalInfo: z.string(),
  isActive: z.boolean(),
  /** ISO date of the record's last change (or listing), null when unknown. */
  lastUpdated: z.string().nullable(),
  entityType: z.enum(ENTITY_TYPES).optional(),
  /** Every published name except the primary Latin one (`fullName`), in publication order. */
  aliases: listField(entryAliasSchema),
  /** Dates of birth as published ("12 Jan 1961", "circa 1960", "1955 to 1958"). */
  birthDates: listField(z.string()),
  birthPlaces: listField(z.string()),
  /** Nationalities and citizenships as published (country names or codes). */
  nationalities: listField(z.string()),
  /** One line per published address. */
  addresses: listField(z.string()),
  documents: listField(entryDocumentSchema),
  /** Programmes or regimes, e.g. "SDGT", "Al-Qaida". */
  programmes: listField(z.string()),
  gender: z.enum(['male', 'female']).optional(),
  /** ISO date (YYYY-MM-DD) the party was listed, when published. */
  listedOn: z.string().optional(),
  /** Free-text remarks as published. */
  remarks: z.string().optional(),
  /** Present for vessels whose list publishes ship details; absent in evidence stored before it existed. */
  vessel: entryVesselSchema.optional(),
});
export type SanctionEntry = z.infer<typeof sanctionEntrySchema>;

/** One query token and how the engine aligned it. */
export const tokenExplanationSchema = z.object({
  query: z.string(),
  matched: z.string().nullable(),
  rule: z.enum(TOKEN_RULES),
  /** Similarity in [0, 1]. */
  similarity: z.number().min(0).max(1),
  /** IDF-based weight used in aggregation. */
  weight: z.number().min(0),
});
export type TokenExplanation = z.infer<typeof tokenExplanationSchema>;

export const EVIDENCE_KINDS = ['dateOfBirth', 'nationality'] as const;
export const EVIDENCE_OUTCOMES = ['agree', 'conflict', 'partial'] as const;

/** Secondary evidence (date of birth, nationality) and its effect on the score. */
export const evidenceExplanationSchema = z.object({
  kind: z.enum(EVIDENCE_KINDS),
  outcome: z.enum(EVIDENCE_OUTCOMES),
  /** Added to the 0..1 name score, e.g. 0.05 or -0.15. */
  adjustment: z.number(),
  /** English words around the values ("query X vs listed Y"): for API readers, not for display. */
  detail: z.string(),
  /** The query value compared; absent in evidence stored before it was sent. */
  queryValue: z.string().optional(),
  /** The listed value(s) it was compared with, as published; absent like `queryValue`. */
  listedValue: z.string().optional(),
});
export type EvidenceExplanation = z.infer<typeof evidenceExplanationSchema>;

// The engine's English detail, read back for evidence stored before the values were sent apart.
const EVIDENCE_DETAIL = /^query (.*) vs listed (.*)$/s;

/**
 * The two values an evidence line compares, so each interface writes its own words around them (ADR 005:
 * the detail's "query … vs listed …" is English). Null when neither the fields nor the detail give them.
 */
export function evidenceValues(
  item: EvidenceExplanation,
): { query: string; listed: string } | null {
  if (item.queryValue !== undefined && item.listedValue !== undefined) {
    return { query: item.queryValue, listed: item.listedValue };
  }
  const detail = EVIDENCE_DETAIL.exec(item.detail);
  return detail ? { query: detail[1] ?? '', listed: detail[2] ?? '' } : null;
}

/** One listing of a party: the record of one list that is in a group (issue 25 §3). */
export const partyListingSchema = z.object({
  sanctionList: z.enum(SANCTION_LISTS),
  listSource: z.string(),
  sourceId: z.string(),
  /** The record's primary name on that list. */
  name: z.string(),
  programmes: z.array(z.string()),
  /** ISO date (YYYY-MM-DD) the party was listed, when the list publishes it. */
  listedOn: z.string().optional(),
});
export type PartyListing = z.infer<typeof partyListingSchema>;

/** Why records were grouped: one shared value, in English for API readers, and its kind. */
export const partyGroupReasonSchema = z.object({
  kind: z.string(),
  text: z.string(),
  /** Record keys ("un:QDi.001") that share the value. */
  members: z.array(z.string()),
});
export type PartyGroupReason = z.infer<typeof partyGroupReasonSchema>;

/** Records of several lists that are the same party, as computed at the last list import. */
export const partyGroupSchema = z.object({
  /** "grp:" + the smallest member key ("grp:eu:13"); a record alone is its own group. */
  id: z.string(),
  /** Every listing of the party, the matched record's included, sorted by list. */
  listings: z.array(partyListingSchema),
  reasons: z.array(partyGroupReasonSchema),
});
export type PartyGroup = z.infer<typeof partyGroupSchema>;

/** A watchlist row as shown with a hit. */
export const watchlistEntrySchema = z.object({
  id: z.string(),
  line: z.number().int(),
  name: z.string(),
  aliases: z.array(z.string()),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
});
export type WatchlistEntry = z.infer<typeof watchlistEntrySchema>;

/**
 * One hit on the organisation's own watchlist: answered apart from sanctions `matches` (as PEP hits are,
 * ADR 040), so no integration reads an internal list as an official designation, and named by the
 * watchlist's name and id.
 */
export const watchlistMatchSchema = z.object({
  watchlist: z.object({
    id: z.string(),
    name: z.string(),
    versionId: z.string(),
    version: z.number().int(),
  }),
  entry: watchlistEntrySchema,
  /** Integer 0-100, scored by the same engine as sanctions matches. */
  confidence: z.number().int().min(0).max(100),
  riskLevel: z.enum(RISK_LEVELS),
  matchType: z.enum(MATCH_TYPES),
  matchedName: z.string(),
  matchedNameKind: z.enum(NAME_KINDS),
  analysis: z.object({ en: z.string(), ar: z.string() }),
  explanation: z.object({
    tokens: z.array(tokenExplanationSchema),
    evidence: z.array(evidenceExplanationSchema),
  }),
});
export type WatchlistMatch = z.infer<typeof watchlistMatchSchema>;

/** One hit of a search. */
export const matchSchema = z.object({
  sanctionEntry: sanctionEntrySchema,
  /** Integer 0-100. */
  confidence: z.number().int().min(0).max(100),
  riskLevel: z.enum(RISK_LEVELS),
  status: z.enum(MATCH_STATUSES),
  matchType: z.enum(MATCH_TYPES),
  /** The list name or alias that produced the best score, as published. */
  matchedName: z.string(),
  matchedNameKind: z.enum(NAME_KINDS),
  /** English analysis text (the spec's field). */
  aiAnalysis: z.string(),
  analysis: z.object({ en: z.string(), ar: z.string() }),
  explanation: z.object({
    tokens: z.array(tokenExplanationSchema),
    evidence: z.array(evidenceExplanationSchema),
  }),
  /**
   * This entry was cleared for this very subject before: an approved false positive of a monitored subject
   * with the same search fields in the caller's scope, while the entry is unchanged (ADR 019). Shown with
   * the match, never instead of it.
   */
  clearedBefore: z
    .object({ alertId: z.string(), decisionId: z.string(), clearedAt: z.string() })
    .optional(),
  /**
   * The party this record belongs to across lists (issue 25 §3); every match keeps its own record.
   * Absent in evidence stored before grouping existed.
   */
  groupId: z.string().optional(),
  /** The group's listings and why its records were grouped; absent when the record is alone. */
  group: partyGroupSchema.optional(),
});
export type Match = z.infer<typeof matchSchema>;
/** A match as it may arrive (structured entry fields may be missing in evidence stored before them). */
export type MatchInput = z.input<typeof matchSchema>;

/** The list editions a search ran against, for reproducibility. */
export const listVersionRefSchema = z.object({
  sanctionList: z.enum(SANCTION_LISTS),
  listSource: z.string(),
  versionId: z.union([z.string(), z.number()]).optional(),
  publishedAt: z.string().optional(),
  importedAt: z.string().optional(),
});
export type ListVersionRef = z.infer<typeof listVersionRefSchema>;

/** `data` of a successful POST /api/v2/search. */
export const searchResultSchema = z.object({
  searchId: z.string(),
  /** Every match at or above the threshold, also those beyond the cap on `matches`. */
  totalMatches: z.number().int().min(0),
  /** The strongest `SEARCH_MAX_RESULTS` of them, strongest first. */
  matches: z.array(matchSchema),
  /** True when `totalMatches` exceeds the matches returned (the cap applied). */
  truncated: z.boolean().optional(),
  /** Seconds. */
  searchTime: z.number().min(0),
  query: searchFieldsSchema,
  /**
   * The query held one name token in all its fields together (a surname, a given name or one word
   * of an organisation): a partial-name screening. Its matches are for review, never "high", and
   * the screen never reads as clear while it has candidates (ADR 002 round 3).
   */
  partialName: z.boolean().optional(),
  /**
   * Partial name: listed parties whose name holds that token or a close variant, alerting or not
   * (at least `totalMatches`). Otherwise equal to `totalMatches`.
   */
  candidateCount: z.number().int().min(0).optional(),
  /**
   * Issue 25: politically exposed persons matched, apart from `matches` (which stay sanctions hits
   * only, so no integration reads a PEP as "do not proceed"). Present only on plans with `pepCheck`.
   */
  pepMatches: z.array(pepMatchSchema).optional(),
  /**
   * Issue 25: hits on the organisation's own watchlists, apart from `matches` (ADR 042). Present only for
   * an organisation whose plan has `watchlistScreening`.
   */
  watchlistMatches: z.array(watchlistMatchSchema).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** `meta` of a successful POST /api/v2/search. */
export const searchMetaSchema = z.object({
  /** Seconds. */
  searchTime: z.number().min(0),
  /** True only when an AI adapter actually contributed to the analysis. */
  aiEnhanced: z.boolean(),
  /** Engine algorithm version, e.g. 'name-v1'. */
  algorithm: z.string(),
  listVersions: z.array(listVersionRefSchema),
  /** The PEP source versions screened (plans with `pepCheck`): the evidence of `pepMatches`. */
  pepSourceVersions: z.array(pepSourceVersionRefSchema).optional(),
});
export type SearchMeta = z.infer<typeof searchMetaSchema>;

/** Most matches one search returns and stores; `totalMatches` counts beyond it. */
export const SEARCH_MAX_RESULTS = 500;

/** Full reply of POST /api/v2/search. */
export const searchResponseSchema = z.object({
  success: z.literal(true),
  data: searchResultSchema,
  meta: searchMetaSchema,
  message: z.string().optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Path params of the stored-search routes (`/api/v2/search/:id...`). */
export const searchIdParamsSchema = z.object({ id: z.uuid() });
export type SearchIdParams = z.infer<typeof searchIdParamsSchema>;

/** Who ran a stored search; null when the account has since been deleted. */
export const searchActorSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type SearchActor = z.infer<typeof searchActorSchema>;

/** Everything needed to show, audit and reproduce one stored screening (GET /api/v2/search/:id). */
export const searchEvidenceSchema = z.object({
  searchId: z.string(),
  /** ISO instant the search ran. */
  searchedAt: z.string(),
  searchedBy: searchActorSchema.nullable(),
  organizationId: z.string().nullable(),
  query: searchFieldsSchema,
  /** The full result exactly as answered to the user. */
  result: z.object({
    totalMatches: z.number().int().min(0),
    matches: z.array(matchSchema),
    /** True when `totalMatches` exceeds the stored matches (the cap applied). */
    truncated: z.boolean().optional(),
    /** Seconds. */
    searchTime: z.number().min(0),
    /** PEP hits answered apart (issue 25), on plans with `pepCheck`. */
    pepMatches: z.array(pepMatchSchema).optional(),
    /** The organisation's own watchlist hits (ADR 042). */
    watchlistMatches: z.array(watchlistMatchSchema).optional(),
  }),
  algorithm: z.string(),
  listVersions: z.array(listVersionRefSchema),
  /** The PEP source versions screened, when PEP was screened (plans with `pepCheck`). */
  pepSourceVersions: z.array(pepSourceVersionRefSchema).optional(),
  aiEnhanced: z.boolean(),
});
export type SearchEvidence = z.infer<typeof searchEvidenceSchema>;

export const searchEvidenceResponseSchema = z.object({
  success: z.literal(true),
  data: searchEvidenceSchema,
});

/** Outcome of re-running a stored search on the current index (POST /api/v2/search/:id/reproduce). */
export const searchReproductionSchema = z.object({
  searchId: z.string(),
  /** True when the current matches equal the stored ones field by field. */
  identical: z.boolean(),
  sameAlgorithm: z.boolean(),
  sameListVersions: z.boolean(),
  stored: z.object({
    algorithm: z.string(),
    listVersions: z.array(listVersionRefSchema),
    totalMatches: z.number().int().min(0),
  }),
  current: z.object({
    algorithm: z.string(),
    listVersions: z.array(listVersionRefSchema),
    totalMatches: z.number().int().min(0),
  }),
  /** Matches keyed `list:sourceId` that appeared, disappeared, or differ (score, type, name, explanation). */
  differences: z.object({
    added: z.array(z.string()),
    removed: z.array(z.string()),
    changed: z.array(z.string()),
  }),
});
export type SearchReproduction = z.infer<typeof searchReproductionSchema>;

export const searchReproductionResponseSchema = z.object({
  success: z.literal(true),
  data: searchReproductionSchema,
});

/** Languages of the PDF evidence report. */
export const REPORT_LANGUAGES = ['en', 'ar'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** Query of GET /api/v2/search/:id/report.pdf; `match` (0-based) limits the report to one match. */
export const searchReportQuerySchema = z.object({
  lang: z.enum(REPORT_LANGUAGES).default('en'),
  match: z.coerce.number().int().min(0).optional(),
  /** An export template (own or shared) whose sections, columns and fields the report follows. */
  template: z.uuid().optional(),
});
export type SearchReportQuery = z.infer<typeof searchReportQuerySchema>;
