import { searchRequestSchema } from '@sanctions/contracts';
import type { SavedSearch } from '@sanctions/contracts';
import type { savedSearches } from '../../../db/schema/search';

type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The row as the API shows it; the stored query is parsed again (jsonb is outside data to the type system). */
export function toSavedSearchView(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    query: searchRequestSchema.parse(row.searchQuery),
    isFavorite: row.isFavorite,
    useCount: row.useCount,
    lastUsed: row.lastUsed?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
