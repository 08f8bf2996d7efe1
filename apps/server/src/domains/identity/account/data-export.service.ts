import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { resolvePreferences } from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { userPreferences } from '../../../db/schema/preferences';
import {
  savedSearches,
  searchRequests,
  searchResults,
  searchSessions,
  userFeedback,
  userUsageStats,
} from '../../../db/schema/search';
import {
  apiKeys,
  auditLogs,
  loginAttempts,
  notifications,
  refreshTokens,
  trustedDevices,
  userTwoFactor,
} from '../../../db/schema/users';
import { recordAudit } from '../../administration';
import { ownRecordsReadableBy } from '../../../lib/access/record-access';
import type { RequestOrigin } from '../../../lib/request-origin';

/** Version of the export layout, so a later reader knows which fields to expect. */
export const DATA_EXPORT_FORMAT = 'sanctions-screening/personal-data-export@1';

/** `data-export-YYYY-MM-DD.json` (UTC date of the export). */
export function dataExportFileName(now: Date): string {
  return `data-export-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * The search a row of the user's points to (by its text id) is still theirs to read: searches of an
 * organisation they left stay with it and are not exported to them (issue 24 §3).
 */
function inReadableSearch(searchIdColumn: PgColumn, user: SessionUser): SQL {
  return sql`${searchIdColumn} in (select ${searchRequests.id}::text from ${searchRequests} where ${ownRecordsReadableBy(searchRequests, user)})`;
}

async function readSearches(db: DbOrTx, user: SessionUser) {
  const requests = await db
    .select({
      id: searchRequests.id,
      firstName: searchRequests.firstName,
      lastName: searchRequests.lastName,
      arabicName: searchRequests.arabicName,
      dateOfBirth: searchRequests.dateOfBirth,
      nationality: searchRequests.nationality,
      searchType: searchRequests.searchType,
      sanctionLists: searchRequests.sanctionLists,
      matchesFound: searchRequests.matchesFound,
      searchTimeMs: searchRequests.searchTime,
      algorithmVersion: searchRequests.algorithmVersion,
      ipAddress: searchRequests.ipAddress,
      userAgent: searchRequests.userAgent,
      createdAt: searchRequests.createdAt,
    })
    .from(searchRequests)
    .where(ownRecordsReadableBy(searchRequests, user))
    .orderBy(asc(searchRequests.createdAt));
  const ids = requests.map((request) => request.id);
  const results =
    ids.length === 0
      ? []
      : await db
          .select({
            searchRequestId: searchResults.searchRequestId,
            rank: searchResults.rank,
            matchedName: searchResults.matchedName,
            sanctionList: searchResults.sanctionList,
            sourceId: searchResults.sourceId,
            confidence: searchResults.matchConfidence,
            riskLevel: searchResults.riskLevel,
            status: searchResults.status,
            matchType: searchResults.matchType,
          })
          .from(searchResults)
          .where(inArray(searchResults.searchRequestId, ids))
          .orderBy(asc(searchResults.rank));
  const bySearch = new Map<string, Omit<(typeof results)[number], 'searchRequestId'>[]>();
  for (const { searchRequestId, ...result } of results) {
    const list = bySearch.get(searchRequestId) ?? [];
    list.push(result);
    bySearch.set(searchRequestId, list);
  }
  return requests.map((request) => ({ ...request, results: bySearch.get(request.id) ?? [] }));
}

/**
 * Everything held about the user (GDPR art. 15 / 20), without secrets: no password or token hashes, no
 * TOTP secret, no backup codes. Records the export in the audit trail.
 */
export async function buildDataExport(
  db: Db,
  user: SessionUser,
  origin: RequestOrigin,
  now: Date,
): Promise<Record<string, unknown>> {
  const userId = user.id;
  const [preferences] = await db
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const [twoFactor] = await db
    .select({
      isEnabled: userTwoFactor.isEnabled,
      enabledAt: userTwoFactor.enabledAt,
      lastUsedAt: userTwoFactor.lastUsedAt,
      backupCodes: userTwoFactor.backupCodes,
    })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId));

  const document = {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: user,
    preferences: resolvePreferences(preferences?.preferences),
    twoFactor: {
      isEnabled: twoFactor?.isEnabled ?? false,
      enabledAt: twoFactor?.enabledAt ?? null,
      lastUsedAt: twoFactor?.lastUsedAt ?? null,
      backupCodesRemaining:
        twoFactor?.backupCodes.filter((code) => code.usedAt === null).length ?? 0,
    },
    trustedDevices: await db
      .select({
        name: trustedDevices.name,
        type: trustedDevices.type,
        browser: trustedDevices.browser,
        ipAddress: trustedDevices.ipAddress,
        addedAt: trustedDevices.createdAt,
        lastUsedAt: trustedDevices.lastUsedAt,
        expiresAt: trustedDevices.expiresAt,
      })
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, userId)),
    sessions: await db
      .select({
        sessionId: refreshTokens.familyId,
        issuedAt: refreshTokens.createdAt,
        expiresAt: refreshTokens.expiresAt,
        rotatedAt: refreshTokens.rotatedAt,
        revokedAt: refreshTokens.revokedAt,
        revokedReason: refreshTokens.revokedReason,
        ipAddress: refreshTokens.ipAddress,
        userAgent: refreshTokens.userAgent,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .orderBy(asc(refreshTokens.createdAt)),
    searches: await readSearches(db, user),
    searchSessions: await db
      .select({
        sessionId: searchSessions.sessionId,
        searchQuery: searchSessions.searchQuery,
        totalMatches: searchSessions.totalMatches,
        createdAt: searchSessions.createdAt,
      })
      .from(searchSessions)
      .where(
        and(eq(searchSessions.userId, userId), inReadableSearch(searchSessions.sessionId, user)),
      ),
    savedSearches: await db
      .select({
        name: savedSearches.name,
        description: savedSearches.description,
        searchQuery: savedSearches.searchQuery,
        useCount: savedSearches.useCount,
        lastUsed: savedSearches.lastUsed,
        createdAt: savedSearches.createdAt,
      })
      .from(savedSearches)
      .where(ownRecordsReadableBy(savedSearches, user)),
    feedback: await db
      .select({
        sessionId: userFeedback.sessionId,
        matchName: userFeedback.matchName,
        isRelevant: userFeedback.isRelevant,
        rating: userFeedback.rating,
        feedback: userFeedback.feedback,
        createdAt: userFeedback.createdAt,
      })
      .from(userFeedback)
      .where(and(eq(userFeedback.userId, userId), inReadableSearch(userFeedback.sessionId, user))),
    usage: await db
      .select({ date: userUsageStats.date, searches: userUsageStats.searchCount })
      .from(userUsageStats)
      .where(eq(userUsageStats.userId, userId))
      .orderBy(asc(userUsageStats.date)),
    activity: await db
      .select({
        action: auditLogs.action,
        success: auditLogs.success,
        details: auditLogs.details,
        ipAddress: auditLogs.ipAddress,
        userAgent: auditLogs.userAgent,
        createdAt: auditLogs.createdAt,
      })
      .from(auditLogs)
      .where(eq(auditLogs.userId, userId))
      .orderBy(asc(auditLogs.createdAt)),
    loginAttempts: await db
      .select({
        success: loginAttempts.success,
        failureReason: loginAttempts.failureReason,
        ipAddress: loginAttempts.ipAddress,
        userAgent: loginAttempts.userAgent,
        createdAt: loginAttempts.createdAt,
      })
      .from(loginAttempts)
      .where(eq(loginAttempts.userId, userId))
      .orderBy(asc(loginAttempts.createdAt)),
    notifications: await db
      .select({
        title: notifications.title,
        message: notifications.message,
        type: notifications.type,
        isRead: notifications.isRead,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(ownRecordsReadableBy(notifications, user)),
    apiKeys: await db
      .select({
        name: apiKeys.name,
        prefix: apiKeys.prefix,
        scopes: apiKeys.scopes,
        createdAt: apiKeys.createdAt,
        lastUsedAt: apiKeys.lastUsedAt,
        expiresAt: apiKeys.expiresAt,
        revokedAt: apiKeys.revokedAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId)),
  };
  await recordAudit(db, {
    userId,
    organizationId: user.organizationId,
    action: 'data_export',
    details: { searches: document.searches.length, activity: document.activity.length },
    ip: origin.ip,
    userAgent: origin.userAgent,
    at: now,
  });
  return document;
}
