import { z } from 'zod';
import { successEnvelope } from './envelope';
import { searchRequestSchema } from './search';
import { safeText } from './text';

export const SAVED_SEARCH_NAME_MAX = 100;
export const SAVED_SEARCH_DESCRIPTION_MAX = 500;

const savedSearchName = safeText().trim().min(1).max(SAVED_SEARCH_NAME_MAX);
const savedSearchDescription = safeText({ multiline: true })
  .trim()
  .max(SAVED_SEARCH_DESCRIPTION_MAX);

/** A search the user kept to run again: the form's fields as they were saved. */
export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  query: searchRequestSchema,
  isFavorite: z.boolean(),
  /** Starts at 1: saving a search counts as its first use. */
  useCount: z.number().int(),
  lastUsed: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** Body of POST /api/v2/saved-searches. */
export const createSavedSearchRequestSchema = z.object({
  name: savedSearchName,
  description: savedSearchDescription.optional(),
  query: searchRequestSchema,
  isFavorite: z.boolean().default(false),
});
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchRequestSchema>;

/** Body of PUT /api/v2/saved-searches/:id: only the fields sent change. */
export const updateSavedSearchRequestSchema = z.object({
  name: savedSearchName.optional(),
  description: savedSearchDescription.nullable().optional(),
  isFavorite: z.boolean().optional(),
});
export type UpdateSavedSearchRequest = z.input<typeof updateSavedSearchRequestSchema>;

/** Favourites first, then the most recently used. */
export const savedSearchListReplySchema = successEnvelope(
  z.object({ savedSearches: z.array(savedSearchSchema) }),
);
export type SavedSearchListReply = z.infer<typeof savedSearchListReplySchema>;

export const savedSearchReplySchema = successEnvelope(z.object({ savedSearch: savedSearchSchema }));
export type SavedSearchReply = z.infer<typeof savedSearchReplySchema>;
