import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RECENT_ACTIVITY_EVENTS, RECENT_ACTIVITY_KEYS } from '@sanctions/contracts';
import type { RecentActivityEntry, RecentActivityKey } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { searchRequests } from '../../../db/schema/search';
import { auditLogs, users } from '../../../db/schema/users';

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

const subjects = alias(users, 'subject');
const actors = alias(users, 'actor');
const subjectColumns = {
  id: subjects.id,
  firstName: subjects.firstName,
  lastName: subjects.lastName,
  email: subjects.email,
};
const actorColumns = {
  id: actors.id,
  firstName: actors.firstName,
  lastName: actors.lastName,
  email: actors.email,
};

const AUDIT_KEYS = RECENT_ACTIVITY_KEYS.filter((key) => key !== 'search');

function isActivityKey(action: string): action is RecentActivityKey {
  return RECENT_ACTIVITY_KEYS.some((key) => key === action);
}

const label = (person: Person | null) =>
  person ? `${person.firstName} ${person.lastName} (${person.email})` : 'Unknown user';

function describe(
  key: RecentActivityKey,
  user: Person | null,
  actor: Person | null,
  matches: number | null,
) {
  if (key === 'search') return `${label(user)}: ${matches ?? 0} matches`;
  // A staff change that concerns no user (a plan edited) names who made it.
  if (user === null) return actor ? `By ${label(actor)}` : 'System';
  return actor && actor.id !== user?.id ? `${label(user)}, by ${label(actor)}` : label(user);
}

function entry(input: {
  id: string;
  key: RecentActivityKey;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  user: Person | null;
  actor: Person | null;
  matches: number | null;
}): RecentActivityEntry {
  const event = RECENT_ACTIVITY_EVENTS[input.key];
  return {
    id: input.id,
    type: event.type,
    key: input.key,
    title: event.title,
    description: describe(input.key, input.user, input.actor, input.matches),
    timestamp: input.at.toISOString(),
    metadata: { ip: input.ip, userAgent: input.userAgent },
    matches: input.matches,
    actor: input.actor,
    user: input.user,
  };
}

async function recentSearches(db: Db, limit: number): Promise<RecentActivityEntry[]> {
  const rows = await db
    .select({ search: searchRequests, user: subjectColumns })
    .from(searchRequests)
    .leftJoin(subjects, eq(subjects.id, searchRequests.userId))
    .orderBy(desc(searchRequests.createdAt))
    .limit(limit);
  // The screened name is personal data: the entry says who searched and what came back, not whom.
  return rows.map(({ search, user }) =>
    entry({
      id: `search:${search.id}`,
      key: 'search',
      at: search.createdAt,
      ip: search.ipAddress,
      userAgent: search.userAgent,
      user,
      actor: null,
      matches: search.matchesFound,
    }),
  );
}

async function recentAuditEvents(db: Db, limit: number): Promise<RecentActivityEntry[]> {
  const rows = await db
    .select({ log: auditLogs, user: subjectColumns, actor: actorColumns })
    .from(auditLogs)
    .leftJoin(subjects, eq(subjects.id, auditLogs.userId))
    .leftJoin(actors, eq(actors.id, auditLogs.actorId))
    .where(inArray(auditLogs.action, AUDIT_KEYS))
    .orderBy(desc(auditLogs.createdAt))
    .limit(limit);
  return rows.flatMap(({ log, user, actor }) =>
    isActivityKey(log.action)
      ? [
          entry({
            id: `audit:${log.id}`,
            key: log.action,
            at: log.createdAt,
            ip: log.ipAddress,
            userAgent: log.userAgent,
            user,
            actor,
            matches: null,
          }),
        ]
      : [],
  );
}

/**
 * The newest events across screenings and the audit trail (spec 3, Recent activity entry), newest first.
 * Each source is read newest-first through its time index and limited, then the two are merged: only
 * stored rows, never sample entries.
 */
export async function listRecentActivity(db: Db, limit: number): Promise<RecentActivityEntry[]> {
  const searches = await recentSearches(db, limit);
  const events = await recentAuditEvents(db, limit);
  return [...searches, ...events]
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, limit);
}
