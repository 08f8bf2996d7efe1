import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  SavedSearch,
  createSavedSearchRequestSchema,
  updateSavedSearchRequestSchema,
} from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { savedSearches } from '../../../db/schema/search';
import { AppError } from '../../../lib/app-error';
import { ownRecordsReadableBy } from '../../../lib/access/record-access';
import type { RecordViewer } from '../../../lib/access/record-access';
import { toSavedSearchView } from './saved-search-view';

const NOT_FOUND_MESSAGE = 'Saved search not found';

type CreateInput = z.output<typeof createSavedSearchRequestSchema>;
type UpdateInput = z.output<typeof updateSavedSearchRequestSchema>;

/** The saver as saved searches need them: who, and the organisation they belong to now. */
type SavedSearchOwner = Pick<RecordViewer, 'id' | 'organizationId'>;

/**
 * Only the owner's row matches, and only while it is theirs: a search saved in an organisation (its
 * criteria name the organisation's customers) stays with it when they leave (issue 24 §3). Another
 * user's id reads as absent (404), never as forbidden.
 */
const ownRow = (owner: SavedSearchOwner, id: string) =>
  and(eq(savedSearches.id, id), ownRecordsReadableBy(savedSearches, owner));

function found<T>(row: T | undefined): T {
  if (row === undefined) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return row;
}

/** Favourites first, then the most recently used (never-used last), then the newest. */
export async function listSavedSearches(
  db: DbOrTx,
  owner: SavedSearchOwner,
): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(ownRecordsReadableBy(savedSearches, owner))
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
  owner: SavedSearchOwner,
  input: CreateInput,
  now: Date,
): Promise<SavedSearch> {
  const [row] = await db
    .insert(savedSearches)
    .values({
      userId: owner.id,
      organizationId: owner.organizationId,
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
  owner: SavedSearchOwner,
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
    const [row] = await db.select().from(savedSearches).where(ownRow(owner, id));
    return toSavedSearchView(found(row));
  }
  const [row] = await db.update(savedSearches).set(changes).where(ownRow(owner, id)).returning();
  return toSavedSearchView(found(row));
}

export async function deleteSavedSearch(
  db: DbOrTx,
  owner: SavedSearchOwner,
  id: string,
): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(ownRow(owner, id))
    .returning({ id: savedSearches.id });
  found(deleted[0]);
}

/** Running a saved search again: one more use, now; the reply carries the query to submit. */
export async function useSavedSearch(
  db: DbOrTx,
  owner: SavedSearchOwner,
  id: string,
  now: Date,
): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({ useCount: sql`${savedSearches.useCount} + 1`, lastUsed: now })
    .where(ownRow(owner, id))
    .returning();
  return toSavedSearchView(found(row));
}
