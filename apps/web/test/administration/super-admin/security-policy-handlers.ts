import type { SecurityPolicy } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';

const URL = '*/api/v2/super-admin/security-policy';

/** The provider's security policy as the server keeps it; `saved` records every PUT body. */
export function securityPolicyHandlers(
  stored: SecurityPolicy = { requireTwoFactorForStaff: false },
  staffWithoutTwoFactor = 0,
) {
  const saved: unknown[] = [];
  let current = stored;
  const reply = () =>
    HttpResponse.json({ success: true, data: { ...current, staffWithoutTwoFactor } });
  return {
    saved,
    handlers: [
      http.get(URL, reply),
      http.put(URL, async ({ request }) => {
        const body = await request.json();
        saved.push(body);
        if (typeof body === 'object' && body !== null && 'requireTwoFactorForStaff' in body)
          current = { requireTwoFactorForStaff: body.requireTwoFactorForStaff === true };
        return reply();
      }),
    ],
  };
}
