import {
  listCoverageReplySchema,
  plansReplySchema,
  userUsageResponseSchema,
} from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';

/**
 * Where the app takes a user on its own: a sign-in lands on the screening page (which reads the
 * usage counters) and a visitor's home is the landing page (which reads the plans and the served lists' figures). Tests that
 * follow such a redirect without looking at those pages answer their requests with these.
 */
export const signedInLandingHandlers = () => [
  http.get('*/api/v2/user/usage', () =>
    HttpResponse.json(
      userUsageResponseSchema.parse({
        success: true,
        data: {
          usage: { today: 0, thisMonth: 0, dailyLimit: 10, monthlyLimit: 100, totalSearches: 0 },
          topSearches: [],
        },
      }),
    ),
  ),
];

export const visitorLandingHandlers = () => [
  http.get('*/api/v2/subscription/plans', () =>
    HttpResponse.json(plansReplySchema.parse({ success: true, data: { plans: [] } })),
  ),
  http.get('*/api/v2/sanctions/coverage', () =>
    HttpResponse.json(
      listCoverageReplySchema.parse({
        success: true,
        data: { publications: 0, regimes: [], entries: 0, countries: 0, builtAt: null, items: [] },
      }),
    ),
  ),
];
