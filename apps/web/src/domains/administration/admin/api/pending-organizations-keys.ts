/** Query keys of the Pending Organizations tab. */
export const pendingOrganizationsKeys = {
  all: ['admin-pending-organizations'] as const,
};
