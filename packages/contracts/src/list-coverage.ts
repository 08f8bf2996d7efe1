import { z } from 'zod';
import { successEnvelope } from './envelope';
import { SANCTION_LISTS } from './search';

/** One publication the screening index serves, as the landing page and any visitor may see it. */
export const servedPublicationSchema = z.object({
  sanctionList: z.enum(SANCTION_LISTS),
  listSource: z.string(),
  entryCount: z.number().int().min(0),
  /** ISO 8601, when the publication states it. */
  publishedAt: z.string().nullable(),
});
export type ServedPublication = z.infer<typeof servedPublicationSchema>;

/**
 * `data` of GET /api/v2/sanctions/coverage (no sign-in): the figures the landing page claims, computed
 * from the publications actually served by the screening index, never written by hand (issue 23 §4).
 */
export const listCoverageSchema = z.object({
  /** Publications served (e.g. OFAC SDN and OFAC Consolidated count as two). */
  publications: z.number().int().min(0),
  /** Regimes served (UN, OFAC, EU, UK): distinct `sanctionList` values. */
  regimes: z.array(z.enum(SANCTION_LISTS)),
  /** Listed parties across the served publications. */
  entries: z.number().int().min(0),
  /** Distinct countries (ISO 3166-1) named in a nationality, address or document of a served entry. */
  countries: z.number().int().min(0),
  /** When the index was built from these publications (ISO 8601); null while no list is loaded. */
  builtAt: z.string().nullable(),
  items: z.array(servedPublicationSchema),
});
export type ListCoverage = z.infer<typeof listCoverageSchema>;
export const listCoverageReplySchema = successEnvelope(listCoverageSchema);
