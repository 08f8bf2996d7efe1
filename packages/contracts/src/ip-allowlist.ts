import { z } from 'zod';

/** Message keys of the IP allow-lists' refusals and warnings (ADR 005). */
export const IP_ALLOWLIST_MESSAGE_KEYS = [
  'ipAllowlist.refused',
  'ipAllowlist.refusedStaff',
  'ipAllowlist.rangeInvalid',
  'ipAllowlist.excludesYou',
  'ipAllowlist.ownersOnly',
] as const;
export type IpAllowlistMessageKey = (typeof IP_ALLOWLIST_MESSAGE_KEYS)[number];

export const IP_ALLOWLIST_MESSAGES: Record<IpAllowlistMessageKey, string> = {
  'ipAllowlist.refused':
    "Access from your network address is not allowed by your organisation's IP allow-list.",
  'ipAllowlist.refusedStaff':
    "Access from your network address is not allowed by the staff's IP allow-list.",
  'ipAllowlist.rangeInvalid':
    'Enter IPv4 or IPv6 addresses or CIDR ranges, such as 203.0.113.0/24.',
  'ipAllowlist.excludesYou':
    'This list does not include your current address, so saving it would lock you out. Confirm to save it anyway.',
  'ipAllowlist.ownersOnly': 'Only organisation owners can change the IP allow-list.',
};

/** At most this many ranges per list. */
export const MAX_IP_RANGES = 50;

/** PUT body of an allow-list. An empty list allows every address (the list is off). */
export const ipAllowlistBodySchema = z.object({
  ranges: z.array(z.string().trim().min(1).max(64)).max(MAX_IP_RANGES),
  /** Saves a list that leaves out the caller's own address (they are warned first). */
  confirmExcludesMe: z.boolean().optional(),
});
export type IpAllowlistBody = z.infer<typeof ipAllowlistBodySchema>;

/** An allow-list as its editors see it, with the address the server sees them at. */
export const ipAllowlistReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    ranges: z.array(z.string()),
    yourAddress: z.string(),
    includesYou: z.boolean(),
  }),
});
export type IpAllowlistReply = z.infer<typeof ipAllowlistReplySchema>;
