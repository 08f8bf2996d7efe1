import type { NotificationMessage } from '@sanctions/contracts';
import type { NotificationInput } from '../../notifications';

/** What users are told about one activated list version. */
export interface ActivatedVersion {
  /** The activated version: the notification's action opens the list-update page at it. */
  versionId: string;
  /** Publication name, e.g. "OFAC SDN", "UN Consolidated List". */
  listSource: string;
  publishedAt: Date | null;
  /** False for the first version of a publication (no delta against an earlier one). */
  hasPrevious: boolean;
  entryCount: number;
  addedCount: number;
  removedCount: number;
  changedCount: number;
}

const COUNT = new Intl.NumberFormat('en-GB');

/** The "Sanctions list updated" notification: English texts and the key the web translates. */
export function listUpdateNotification(version: ActivatedVersion): NotificationInput {
  const published =
    version.publishedAt === null
      ? 'publication date not stated'
      : `published ${version.publishedAt.toISOString().slice(0, 10)}`;
  const change = version.hasPrevious
    ? `${COUNT.format(version.addedCount)} added, ${COUNT.format(version.removedCount)} removed, ` +
      `${COUNT.format(version.changedCount)} changed`
    : `first version, ${COUNT.format(version.entryCount)} entries`;
  return {
    title: 'Sanctions list updated',
    message: `${version.listSource} (${published}) is now used for screening: ${change}.`,
    type: 'info',
    action: {
      label: 'View list updates',
      href: `/sanctions/updates?version=${encodeURIComponent(version.versionId)}`,
    },
    localized: localizedListUpdate(version),
  };
}

function localizedListUpdate(version: ActivatedVersion): NotificationMessage {
  const { listSource } = version;
  const publishedAt = version.publishedAt?.toISOString().slice(0, 10);
  if (!version.hasPrevious) {
    const params = { listSource, entries: version.entryCount };
    return publishedAt === undefined
      ? { key: 'lists.firstVersionUndated', params }
      : { key: 'lists.firstVersion', params: { ...params, publishedAt } };
  }
  const params = {
    listSource,
    added: version.addedCount,
    removed: version.removedCount,
    changed: version.changedCount,
  };
  return publishedAt === undefined
    ? { key: 'lists.updatedUndated', params }
    : { key: 'lists.updated', params: { ...params, publishedAt } };
}
