/**
 * Query keys shared across features, written once so a feature can refresh another's data without
 * importing it (e.g. a search refreshes the usage strip and the security-events panel, spec 7).
 * Each key is a prefix: invalidating it refreshes every query that starts with it.
 */
export const sharedQueryKeys = {
  usage: ['usage'] as const,
  securityEvents: ['security-events'] as const,
  preferences: ['preferences'] as const,
  /** Per-list dates of the freshness indicator; the admin's refresh and crawl invalidate it. */
  listFreshness: ['list-freshness'] as const,
  /** The offered plans: landing pricing, the sign-up wizard and billing read them. */
  plans: ['plans'] as const,
  /** The organisation dashboard's details; member and invitation changes move its seat counts. */
  organization: ['organization'] as const,
};
