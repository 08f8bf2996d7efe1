import type { CaseStatistics, OrganizationDetails } from '@sanctions/contracts';
import { ORGANIZATION_SETTINGS_SAVED_MESSAGE } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';

type Reply = () => Response;

/**
 * MSW handlers of the dashboard and settings: details answered from `details` (or `detailsReply`), the
 * settings save recorded in `log.saved` and answered with `saveReply` or the saved organisation.
 */
export function organizationHandlers(
  details: OrganizationDetails,
  options: {
    detailsReply?: Reply;
    saveReply?: Reply;
    /** The Case review tile's alerts per source (none by default). */
    perSource?: CaseStatistics['perSource'];
  } = {},
) {
  const log = { detailsCalls: 0, saved: [] as unknown[], sessionPolicies: [] as unknown[] };
  const sessionPolicy = {
    lifetimeMinutes: null as number | null,
    idleMinutes: null as number | null,
    defaults: { lifetimeMinutes: null, idleMinutes: 43_200 },
  };
  const handlers = [
    // The owners' session settings card (issue 27 §4).
    http.get('*/api/v2/organization/session-policy', () =>
      HttpResponse.json({ success: true, data: sessionPolicy }),
    ),
    http.put('*/api/v2/organization/session-policy', async ({ request }) => {
      const body = await request.json();
      log.sessionPolicies.push(body);
      return HttpResponse.json({
        success: true,
        message: 'Session settings saved',
        data: { ...sessionPolicy, ...(typeof body === 'object' ? body : {}) },
      });
    }),
    http.get('*/api/v2/organization/details', () => {
      log.detailsCalls += 1;
      return options.detailsReply?.() ?? HttpResponse.json({ success: true, data: details });
    }),
    // The dashboard's Case review tile (issue 16).
    http.get('*/api/v2/monitoring/statistics', () =>
      HttpResponse.json({
        success: true,
        data: {
          subjects: { active: 3, paused: 0 },
          open: 2,
          escalated: 1,
          proposed: 1,
          decided: 4,
          medianHoursToDecision: 5.5,
          perList: [{ sanctionList: 'un', decided: 4, falsePositives: 3, falsePositiveRate: 0.75 }],
          perSource: options.perSource ?? [],
        },
      }),
    ),
    // The owners' single sign-on card (issue 27): not configured.
    http.get('*/api/v2/organization/sso', () =>
      HttpResponse.json({
        success: true,
        data: { settings: null, redirectUri: 'http://localhost:3000/sso/callback' },
      }),
    ),
    // The owners' IP allow-list card (issue 27): off.
    http.get('*/api/v2/organization/ip-allowlist', () =>
      HttpResponse.json({
        success: true,
        data: { ranges: [], yourAddress: '127.0.0.1', includesYou: true },
      }),
    ),
    http.put('*/api/v2/organization/settings', async ({ request }) => {
      const body = await request.json();
      log.saved.push(body);
      if (options.saveReply) return options.saveReply();
      return HttpResponse.json({
        success: true,
        message: ORGANIZATION_SETTINGS_SAVED_MESSAGE,
        data: { organization: details.organization },
      });
    }),
  ];
  return { handlers, log };
}
