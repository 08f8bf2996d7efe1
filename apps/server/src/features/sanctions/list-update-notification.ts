import type { NotificationInput } from '../../lib/notifications';

/** What users are told about one activated list version. */
export interface ActivatedVersion {
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

/** The "Sanctions list updated" notification, in English (the web shows texts as stored). */
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
    action: { label: 'View list updates', href: '/sanctions/updates' },
  };
}
