import { SIGNUP_SUBMITTED_MESSAGE } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { PLANS_REPLY } from './signup-fixtures';

type Reply = () => Response;

/** MSW handlers of the wizard: the plans, and the sign-up whose bodies are recorded in `bodies`. */
export function signupHandlers(create?: Reply) {
  const bodies: unknown[] = [];
  const handlers = [
    http.get('*/api/v2/subscription/plans', () => HttpResponse.json(PLANS_REPLY)),
    http.post('*/api/v2/organization/create', async ({ request }) => {
      bodies.push(await request.json());
      if (create) return create();
      return HttpResponse.json(
        {
          success: true,
          message: SIGNUP_SUBMITTED_MESSAGE,
          data: {
            organization: {
              id: '7d1c2b3a-4e5f-4a6b-9c8d-7e6f5a4b3c21',
              name: 'Acme Financial Services LLC',
              status: 'pending',
            },
          },
        },
        { status: 201 },
      );
    }),
  ];
  return { handlers, bodies };
}
