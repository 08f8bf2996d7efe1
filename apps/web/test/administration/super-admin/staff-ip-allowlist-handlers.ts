import { IP_ALLOWLIST_MESSAGES, ipAllowlistBodySchema } from '@sanctions/contracts';
import type { IpAllowlistBody } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { buildErrorEnvelope } from '@test/fixtures';

const URL = '*/api/v2/super-admin/staff-ip-allowlist';

/**
 * The staff's IP allow-list as the server keeps it, seen from `yourAddress`: a list without that address
 * is refused with the 409 warning unless confirmed, like the server's check. `sent` records every PUT body.
 */
export function staffIpAllowlistHandlers(stored: string[] = [], yourAddress = '127.0.0.1') {
  const sent: IpAllowlistBody[] = [];
  let ranges = stored;
  const reply = () =>
    HttpResponse.json({
      success: true,
      data: {
        ranges,
        yourAddress,
        includesYou: ranges.length === 0 || ranges.includes(`${yourAddress}/32`),
      },
    });
  return {
    sent,
    handlers: [
      http.get(URL, reply),
      http.put(URL, async ({ request }) => {
        const body = ipAllowlistBodySchema.parse(await request.json());
        sent.push(body);
        const includesYou = body.ranges.length === 0 || body.ranges.includes(`${yourAddress}/32`);
        if (!includesYou && body.confirmExcludesMe !== true)
          return HttpResponse.json(
            {
              ...buildErrorEnvelope('CONFLICT', IP_ALLOWLIST_MESSAGES['ipAllowlist.excludesYou']),
              messageKey: 'ipAllowlist.excludesYou',
              messageParams: { address: yourAddress },
            },
            { status: 409 },
          );
        ranges = body.ranges;
        return reply();
      }),
    ],
  };
}
