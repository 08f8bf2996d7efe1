import { canManageOrganization } from '@sanctions/contracts';
import type {
  ScreeningHistoryData,
  ScreeningHistoryItem,
  ScreeningHistoryQuery,
  SessionUser,
} from '@sanctions/contracts';
import { screeningHistoryItemSchema } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { findHistoryPage, findOrganizationMembers } from './search-history.queries';
import type { HistoryScope } from './search-history.queries';

/**
 * Organisation owners and admins list their organisation's searches; everyone else their own. A global
 * admin gets no other organisation's history here (the super-admin console has its own).
 */
export function historyScopeOf(
  viewer: Pick<SessionUser, 'id' | 'organizationId' | 'organizationRole'>,
): HistoryScope {
  return viewer.organizationId !== null && canManageOrganization(viewer.organizationRole)
    ? { kind: 'organization', organizationId: viewer.organizationId }
    : { kind: 'own', userId: viewer.id, organizationId: viewer.organizationId };
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

type HistoryRow = Awaited<ReturnType<typeof findHistoryPage>>['rows'][number];

function toItem(row: HistoryRow): ScreeningHistoryItem {
  // Through the contract so a stored value outside it fails here, not in the serializer.
  return screeningHistoryItemSchema.parse({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    firstName: row.firstName,
    lastName: row.lastName,
    arabicName: row.arabicName,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    searchType: row.searchType,
    sanctionLists: row.sanctionLists,
    matchesFound: row.matchesFound,
    topRisk: row.topRisk,
    topConfidence: row.topConfidence === null ? null : Number(row.topConfidence),
    user:
      row.userId === null
        ? null
        : { id: row.userId, name: fullName(row.userFirstName ?? '', row.userLastName ?? '') },
    listVersionCount: row.listVersionCount,
    algorithmVersion: row.algorithmVersion,
  });
}

/** One page of the viewer's screening history (spec: `/search/results`). */
export async function listSearchHistory(
  db: DbOrTx,
  viewer: SessionUser,
  query: ScreeningHistoryQuery,
): Promise<ScreeningHistoryData> {
  const { page, pageSize, ...filters } = query;
  const scope = historyScopeOf(viewer);
  const { rows, total } = await findHistoryPage(db, scope, filters, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const members =
    scope.kind === 'organization'
      ? (await findOrganizationMembers(db, scope.organizationId)).map((member) => ({
          id: member.id,
          name: fullName(member.firstName, member.lastName),
        }))
      : [];
  return { searches: rows.map(toItem), total, page, pageSize, scope: scope.kind, members };
}
