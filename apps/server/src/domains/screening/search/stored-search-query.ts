import { z } from 'zod';
import {
  listVersionRefSchema,
  pepSourceVersionRefSchema,
  searchFieldsSchema,
} from '@sanctions/contracts';

/**
 * What `search_sessions.search_query` holds: the query and everything else needed to re-run it exactly.
 * Parsed on read because it is stored JSON.
 */
export const storedSearchQuerySchema = z.object({
  query: searchFieldsSchema,
  algorithm: z.string(),
  listVersions: z.array(listVersionRefSchema),
  /** Searches with PEP screening: the PEP source versions screened (absent before, and without pepCheck). */
  pepSourceVersions: z.array(pepSourceVersionRefSchema).optional(),
  engineOptions: z.object({ minConfidence: z.number(), maxResults: z.number().int() }),
  organizationId: z.string().nullable(),
});
export type StoredSearchQuery = z.infer<typeof storedSearchQuerySchema>;
