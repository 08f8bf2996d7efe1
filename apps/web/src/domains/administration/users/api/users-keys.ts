import type { AdminUsersQuery } from '@sanctions/contracts';

/** Query keys of the user management table and its dialogs. */
export const usersKeys = {
  all: ['admin-users'] as const,
  list: (query: AdminUsersQuery) => [...usersKeys.all, 'list', query] as const,
  audit: (userId: string) => [...usersKeys.all, 'audit', userId] as const,
};
