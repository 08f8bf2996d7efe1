import { eq } from 'drizzle-orm';
import { FTM_LIST_SOURCE } from '@sanctions/lists';
import type { DbOrTx } from '../../../db/client';
import { platformSettings } from '../../../db/schema/platform-settings';
import type { ListSource } from './list-sources';

/** The platform setting holding the customer's licensed FollowTheMoney download URL (issue 25). */
const FTM_URL_KEY = 'lists.pepFtmUrl';

/** The configured FtM URL, or null when none is set (the product never downloads a PEP dataset by itself). */
export async function readPepFtmUrl(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, FTM_URL_KEY));
  return typeof row?.value === 'string' ? row.value : null;
}

/** Sets (or with null removes) the URL; `userId` is recorded as the setting's author. */
export async function writePepFtmUrl(
  db: DbOrTx,
  url: string | null,
  userId: string,
): Promise<void> {
  if (url === null) {
    await db.delete(platformSettings).where(eq(platformSettings.key, FTM_URL_KEY));
    return;
  }
  await db
    .insert(platformSettings)
    .values({ key: FTM_URL_KEY, value: url, updatedBy: userId })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: url, updatedBy: userId, updatedAt: new Date() },
    });
}

/**
 * The sources a scheduled download fetches: the official ones, plus the customer's FollowTheMoney file when
 * its URL is configured (stored as `pep_ftm/entities.ftm.json`, imported as the `pep_ftm` source).
 */
export function withPepFtmSource(
  sources: readonly ListSource[],
  ftmUrl: string | null,
): ListSource[] {
  if (ftmUrl === null) return [...sources];
  return [
    ...sources,
    {
      sanctionList: 'pep_ftm',
      listSource: FTM_LIST_SOURCE,
      format: 'ftm-jsonl',
      files: [{ name: 'entities.ftm.json', url: ftmUrl }],
    },
  ];
}
