import type { IpAllowlistBody, IpAllowlistReply } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { checkedRanges, storeAllowedRanges } from '../../../lib/ip-ranges/ip-allowlist-store';
import type { AllowlistScope } from '../../../lib/ip-ranges/ip-allowlist-store';
import { isAddressInRanges } from '../../../lib/ip-ranges/ip-ranges';
import type { RequestOrigin } from '../../../lib/request-origin';
import { recordAudit } from '../audit/audit';

/** A list as its editor sees it: the ranges, and whether the address the server sees them at is in. */
export function ipAllowlistReply(ranges: string[], editorIp: string): IpAllowlistReply {
  return {
    success: true,
    data: {
      ranges,
      yourAddress: editorIp,
      includesYou: ranges.length === 0 || isAddressInRanges(editorIp, ranges),
    },
  };
}

/** One editor's replacement of an organisation's list (its id) or the staff list (`null`). */
export interface AllowlistReplacement {
  scope: AllowlistScope;
  body: IpAllowlistBody;
  editorId: string;
  /** The editor's address (TRUST_PROXY respected): a list without it needs their confirmation. */
  origin: RequestOrigin;
  now: Date;
}

/**
 * Replaces a list (issue 27 §2, ADR 036): canonical ranges (400 naming one that does not parse), 409
 * `ipAllowlist.excludesYou` before a list without the editor's address unless confirmed, then the list and
 * its audit row (`ip_allowlist_changed` in the organisation's trail, `staff_ip_allowlist_changed` in the
 * staff's) with the ranges before and after, in one transaction.
 */
export async function replaceIpAllowlist(
  db: Db,
  change: AllowlistReplacement,
): Promise<IpAllowlistReply> {
  const ranges = checkedRanges(change.body, change.origin.ip);
  await db.transaction(async (tx) => {
    const before = await storeAllowedRanges(tx, change.scope, ranges, change.editorId, change.now);
    await recordAudit(tx, {
      userId: change.editorId,
      actorId: change.editorId,
      organizationId: change.scope,
      action: change.scope === null ? 'staff_ip_allowlist_changed' : 'ip_allowlist_changed',
      details: { before, after: ranges },
      ip: change.origin.ip,
      userAgent: change.origin.userAgent,
      at: change.now,
    });
  });
  return ipAllowlistReply(ranges, change.origin.ip);
}
