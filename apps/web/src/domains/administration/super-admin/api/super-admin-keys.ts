import type { SearchHistoryQuery, SuperAdminUsersQuery } from '@sanctions/contracts';

/** Query keys of the super-admin console. */
export const superAdminKeys = {
  all: ['super-admin'] as const,
  liveStats: () => [...superAdminKeys.all, 'live-stats'] as const,
  searchHistory: (query: SearchHistoryQuery) =>
    [...superAdminKeys.all, 'search-history', query] as const,
  users: () => [...superAdminKeys.all, 'users'] as const,
  usersList: (query: SuperAdminUsersQuery) => [...superAdminKeys.users(), 'list', query] as const,
  user: (id: string) => [...superAdminKeys.users(), 'one', id] as const,
  usage: (id: string) => [...superAdminKeys.user(id), 'usage'] as const,
  details: (id: string) => [...superAdminKeys.user(id), 'details'] as const,
  passwordHistory: (id: string) => [...superAdminKeys.user(id), 'password-history'] as const,
};
