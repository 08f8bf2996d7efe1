/** Query keys of the organisation dashboard and settings. */
export const organizationKeys = {
  all: ['organization'] as const,
  details: () => [...organizationKeys.all, 'details'] as const,
};
