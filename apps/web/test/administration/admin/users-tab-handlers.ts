import { ADMIN_USERS_DEFAULT_PAGE_SIZE, adminUsersReplySchema } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';

/** The Users tab, where an admin lands on /admin, answered with an empty list. */
export const usersTabHandlers = () => [
  http.get('*/api/v2/admin/users', () =>
    HttpResponse.json(
      adminUsersReplySchema.parse({
        success: true,
        data: { users: [], total: 0, page: 1, pageSize: ADMIN_USERS_DEFAULT_PAGE_SIZE },
      }),
    ),
  ),
];
