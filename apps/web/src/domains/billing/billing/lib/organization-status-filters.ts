import type { AdminOrganizationsQuery } from '@sanctions/contracts';

type StatusFilter = AdminOrganizationsQuery['status'];

/**
 * The Organizations tab's status choices: the spec's all / active / past due / cancelled, plus trial and
 * suspended, which a provider running a cash business needs to find too.
 */
export const ORGANIZATION_STATUS_FILTERS = [
  'all',
  'active',
  'trial',
  'past_due',
  'suspended',
  'cancelled',
] as const satisfies readonly StatusFilter[];

export type OrganizationStatusFilter = (typeof ORGANIZATION_STATUS_FILTERS)[number];

/** The select's value as a filter; anything unknown is `all`. */
export function parseStatusFilter(value: string): OrganizationStatusFilter {
  return ORGANIZATION_STATUS_FILTERS.find((status) => status === value) ?? 'all';
}
