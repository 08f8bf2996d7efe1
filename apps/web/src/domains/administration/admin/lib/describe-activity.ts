import type { RecentActivityEntry } from '@sanctions/contracts';
import type { TFunction } from 'i18next';

type Person = NonNullable<RecentActivityEntry['user']>;

const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`;

/**
 * The translated line under an activity's title: who it concerns, who acted when that was someone else,
 * and a search's match count. Built from the entry's structured fields, not its English `description`.
 */
export function describeActivity(
  entry: RecentActivityEntry,
  t: TFunction<'admin'>,
  formatNumber: (value: number) => string,
): string {
  // A staff change that concerns no user (a plan edited) names who made it, not an "unknown user".
  if (entry.user === null && entry.key !== 'search') {
    return entry.actor
      ? t('activity.byStaff', { actor: nameOf(entry.actor) })
      : t('activity.system');
  }
  const user = entry.user ? nameOf(entry.user) : t('activity.unknownUser');
  if (entry.key === 'search') {
    return t('activity.searchDescription', { user, formatted: formatNumber(entry.matches ?? 0) });
  }
  if (entry.actor && entry.actor.id !== entry.user?.id) {
    return t('activity.byActor', { user, actor: nameOf(entry.actor) });
  }
  return user;
}
