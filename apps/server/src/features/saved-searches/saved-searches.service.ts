import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  SavedSearch,
  createSavedSearchRequestSchema,
  updateSavedSearchRequestSchema,
} from '@sanctions/contracts';
import type { DbOrTx } from '../../db/client';
import { savedSearches } from '../../db/schema/search';
import { AppError } from '../../lib/app-error';
import { toSavedSearchView } from './saved-search-view';

const NOT_FOUND_MESSAGE = 'Saved search not found';

type CreateInput = z.output<typeof createSavedSearchRequestSchema>;
type UpdateInput = z.output<typeof updateSavedSearchRequestSchema>;

/** Only the owner's row matches: another user's id reads as absent (404), never as forbidden. */
const ownRow = (userId: string, id: string) =>
  and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

function found<T>(row: T | undefined): T {
  if (row === undefined) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return row;
}

/** Favourites first, then the most recently used (never-used last), then the newest. */
export async function listSavedSearches(db: DbOrTx, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(
      desc(savedSearches.isFavorite),
      sql`${savedSearches.lastUsed} desc nulls last`,
      desc(savedSearches.createdAt),
    );
  return rows.map(toSavedSearchView);
}

/** Saving counts as the first use: useCount starts at 1 and lastUsed is now. */
export async function createSavedSearch(
  db: DbOrTx,
  userId: string,
  input: CreateInput,
  now: Date,
): Promise<SavedSearch> {
  const [row] = await db
    .insert(savedSearches)
    .values({
      userId,
      name: input.name,
      description:
        input.description === undefined || input.description === '' ? null : input.description,
      searchQuery: input.query,
      isFavorite: input.isFavorite,
      useCount: 1,
      lastUsed: now,
      createdAt: now,
    })
    .returning();
  return toSavedSearchView(found(row));
}

export async function updateSavedSearch(
  db: DbOrTx,
  userId: string,
  id: string,
  input: UpdateInput,
): Promise<SavedSearch> {
  const changes: Partial<typeof savedSearches.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) {
    changes.description =
      input.description === null || input.description === '' ? null : input.description;
  }
  if (input.isFavorite !== undefined) changes.isFavorite = input.isFavorite;
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(savedSearches).where(ownRow(userId, id));
    return toSavedSearchView(found(row));
  }
  const [row] = await db.update(savedSearches).set(changes).where(ownRow(userId, id)).returning();
  return toSavedSearchView(found(row));
}

export async function deleteSavedSearch(db: DbOrTx, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(ownRow(userId, id))
    .returning({ id: savedSearches.id });
  found(deleted[0]);
}

/** Running a saved search again: one more use, now; the reply carries the query to submit. */
export async function useSavedSearch(
  db: DbOrTx,
  userId: string,
  id: string,
  now: Date,
): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({ useCount: sql`${savedSearches.useCount} + 1`, lastUsed: now })
    .where(ownRow(userId, id))
    .returning();
  return toSavedSearchView(found(row));
}
