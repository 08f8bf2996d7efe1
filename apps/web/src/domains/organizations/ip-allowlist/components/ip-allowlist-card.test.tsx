import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { IP_ALLOWLIST_MESSAGES, ipAllowlistBodySchema } from '@sanctions/contracts';
import type { IpAllowlistBody } from '@sanctions/contracts';
import {
  OWNER,
  buildOrganizationDetails,
} from '@test/organizations/organization/organization-fixtures';
import { organizationHandlers } from '@test/organizations/organization/organization-handlers';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

beforeEach(() => server.use(...shellHandlers()));

/** The settings page with a server that warns unless the list holds 127.0.0.1 or is confirmed. */
function openSettings(language: 'en' | 'ar' = 'en') {
  const sent: IpAllowlistBody[] = [];
  const { handlers } = organizationHandlers(buildOrganizationDetails());
  server.use(
    ...handlers,
    http.put('*/api/v2/organization/ip-allowlist', async ({ request }) => {
      const body = ipAllowlistBodySchema.parse(await request.json());
      sent.push(body);
      if (!body.ranges.includes('127.0.0.1/32') && body.confirmExcludesMe !== true)
        return HttpResponse.json(
          {
            ...buildErrorEnvelope('CONFLICT', IP_ALLOWLIST_MESSAGES['ipAllowlist.excludesYou']),
            messageKey: 'ipAllowlist.excludesYou',
            messageParams: { address: '127.0.0.1' },
          },
          { status: 409 },
        );
      return HttpResponse.json({
        success: true,
        data: { ranges: body.ranges, yourAddress: '127.0.0.1', includesYou: false },
      });
    }),
  );
  return { sent, ...renderApp('/organization/settings', { user: OWNER, language }) };
}

describe('IP allow-list card', { timeout: 30_000 }, () => {
  it('warns before saving a list without the owner’s address, and saves it once confirmed', async () => {
    const { sent, user } = openSettings();
    const field = await screen.findByLabelText(
      'Allowed addresses and CIDR ranges',
      {},
      { timeout: 10_000 },
    );
    expect(await screen.findByTestId('ip-allowlist-your-address')).toHaveTextContent('127.0.0.1');
    await user.type(field, '203.0.113.0/24{Enter}2001:db8::/32');
    await user.click(screen.getByRole('button', { name: 'Save allow-list' }));

    expect(await screen.findByText('This list would lock you out')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { ranges: ['203.0.113.0/24', '2001:db8::/32'] },
      { ranges: ['203.0.113.0/24', '2001:db8::/32'], confirmExcludesMe: true },
    ]);
    expect(await screen.findByText('IP allow-list saved')).toBeInTheDocument();
  });

  it('shows the warning in Arabic with the address', async () => {
    const { user } = openSettings('ar');
    await user.type(
      await screen.findByLabelText('العناوين ونطاقات CIDR المسموح بها', {}, { timeout: 10_000 }),
      '203.0.113.0/24',
    );
    await user.click(screen.getByRole('button', { name: 'حفظ القائمة' }));
    expect(
      await screen.findByText(
        'لا تتضمن هذه القائمة عنوانك الحالي (127.0.0.1)، لذا سيؤدي حفظها إلى منعك من الوصول. أكّد لحفظها على أي حال.',
      ),
    ).toBeInTheDocument();
  });
});
