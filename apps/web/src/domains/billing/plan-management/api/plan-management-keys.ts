/** Query keys of the plan management page. */
export const planManagementKeys = {
  all: ['admin-plans'] as const,
};
