import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The navigation's open-alert badge (issue 16) polls this on every signed-in page, whatever the page
 * under test; answered "no alerts" unless a test registers its own reply. It survives `resetHandlers`.
 */
const alertCountsHandler = http.get('*/api/v2/monitoring/alerts/counts', () =>
  HttpResponse.json({
    success: true,
    data: { open: 0, escalated: 0, proposed: 0, awaitingMyApproval: 0, assignedToMe: 0 },
  }),
);

/**
 * The sign-in form asks whether the typed address signs in with single sign-on (issue 27) before it
 * sends a password; answered "no" unless a test registers its own reply. It survives `resetHandlers`.
 */
const ssoDiscoverHandler = http.post('*/api/v2/auth-simple/sso/discover', () =>
  HttpResponse.json({ success: true, data: { sso: false } }),
);

/** The network edge of component tests: handlers answer with contract-shaped replies. */
export const server = setupServer(alertCountsHandler, ssoDiscoverHandler);
