import { eq, isNull } from 'drizzle-orm';
import { IP_ALLOWLIST_MESSAGES } from '@sanctions/contracts';
import type { IpAllowlistBody } from '@sanctions/contracts';
import type { DbOrTx } from '../../db/client';
import { ipAllowlists } from '../../db/schema/ip-allowlists';
import { AppError } from '../app-error';
import { canonicalRange, isAddressInRanges } from './ip-ranges';

/** Whose list: an organisation's (its id) or the provider's staff list (`null`). */
export type AllowlistScope = string | null;

const scopeIs = (scope: AllowlistScope) =>
  scope === null ? isNull(ipAllowlists.organizationId) : eq(ipAllowlists.organizationId, scope);

/** The scope's ranges; empty when it has none (the list is off). */
export async function findAllowedRanges(db: DbOrTx, scope: AllowlistScope): Promise<string[]> {
  const [row] = await db
    .select({ ranges: ipAllowlists.ranges })
    .from(ipAllowlists)
    .where(scopeIs(scope))
    .limit(1);
  return row?.ranges ?? [];
}

/**
 * The body's ranges, canonical and without repeats: 400 naming the first that does not parse, and 409
 * when a non-empty list leaves out `callerIp` and the caller did not confirm (the warning before saving a
 * list that would lock them out).
 */
export function checkedRanges(body: IpAllowlistBody, callerIp: string): string[] {
  const ranges: string[] = [];
  for (const text of body.ranges) {
    const range = canonicalRange(text);
    if (range === null)
      throw new AppError('VALIDATION_FAILED', IP_ALLOWLIST_MESSAGES['ipAllowlist.rangeInvalid'], {
        messageKey: 'ipAllowlist.rangeInvalid',
        messageParams: { range: text },
        issues: [{ path: ['ranges'], message: IP_ALLOWLIST_MESSAGES['ipAllowlist.rangeInvalid'] }],
      });
    if (!ranges.includes(range)) ranges.push(range);
  }
  if (ranges.length > 0 && !isAddressInRanges(callerIp, ranges) && body.confirmExcludesMe !== true)
    throw new AppError('CONFLICT', IP_ALLOWLIST_MESSAGES['ipAllowlist.excludesYou'], {
      messageKey: 'ipAllowlist.excludesYou',
      messageParams: { address: callerIp },
    });
  return ranges;
}

/** Replaces the scope's list; returns the ranges it held before. */
export async function storeAllowedRanges(
  db: DbOrTx,
  scope: AllowlistScope,
  ranges: string[],
  actorId: string,
  now: Date,
): Promise<string[]> {
  const before = await findAllowedRanges(db, scope);
  await db
    .insert(ipAllowlists)
    .values({ organizationId: scope, ranges, updatedBy: actorId, updatedAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: ipAllowlists.organizationId,
      set: { ranges, updatedBy: actorId, updatedAt: now },
    });
  return before;
}
