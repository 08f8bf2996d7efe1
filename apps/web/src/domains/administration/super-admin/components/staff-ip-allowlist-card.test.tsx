import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { IP_ALLOWLIST_MESSAGES } from '@sanctions/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { officeAddressHandlers } from '@test/billing/office-address/office-address-handlers';
import { sanctionsHandlers } from '@test/lists/sanctions/sanctions-handlers';
import { securityPolicyHandlers } from '@test/administration/super-admin/security-policy-handlers';
import { staffIpAllowlistHandlers } from '@test/administration/super-admin/staff-ip-allowlist-handlers';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

const SUPER_ADMIN = buildSessionUser({ role: 'super_admin', twoFactorEnabled: true });
const ADMIN = buildSessionUser({ role: 'admin' });

beforeEach(() =>
  server.use(
    ...shellHandlers(),
    ...sanctionsHandlers().handlers,
    ...officeAddressHandlers().handlers,
    ...securityPolicyHandlers().handlers,
  ),
);

// Issue 27 §2: super admins set where staff sessions and API keys may be used from.
describe('admin Settings: staff IP allow-list', { timeout: 30_000 }, () => {
  it('shows the stored list and the address, warns before a list without it, and saves once confirmed', async () => {
    const { sent, handlers } = staffIpAllowlistHandlers(['10.0.0.0/8', '127.0.0.1/32']);
    server.use(...handlers);
    const { user } = renderApp('/admin?tab=settings', { user: SUPER_ADMIN });
    expect(
      await screen.findByRole('heading', { name: 'Staff IP allow-list' }, { timeout: 10_000 }),
    ).toBeVisible();
    const field = await screen.findByLabelText('Allowed addresses and CIDR ranges');
    await waitFor(() => expect(field).toHaveValue('10.0.0.0/8\n127.0.0.1/32'));
    expect(screen.getByTestId('staff-ip-allowlist-your-address')).toHaveTextContent(
      'Your current address: 127.0.0.1',
    );

    await user.clear(field);
    await user.type(field, '198.51.100.0/24');
    await user.click(screen.getByRole('button', { name: 'Save allow-list' }));
    expect(await screen.findByText('This list would lock you out')).toBeVisible();
    expect(screen.getByText(/^This list does not include your current address/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));

    expect(await screen.findByText('IP allow-list saved')).toBeVisible();
    expect(sent).toEqual([
      { ranges: ['198.51.100.0/24'] },
      { ranges: ['198.51.100.0/24'], confirmExcludesMe: true },
    ]);
    expect(screen.queryByText('This list would lock you out')).toBeNull();
  });

  it('saves a list that includes the address without asking, and cancelling a warning saves nothing', async () => {
    const { sent, handlers } = staffIpAllowlistHandlers();
    server.use(...handlers);
    const { user } = renderApp('/admin?tab=settings', { user: SUPER_ADMIN });
    const field = await screen.findByLabelText(
      'Allowed addresses and CIDR ranges',
      {},
      { timeout: 10_000 },
    );
    await user.type(field, '203.0.113.0/24');
    await user.click(screen.getByRole('button', { name: 'Save allow-list' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('This list would lock you out')).toBeNull();

    await user.type(field, '{Enter}127.0.0.1/32');
    await user.click(screen.getByRole('button', { name: 'Save allow-list' }));
    expect(await screen.findByText('IP allow-list saved')).toBeVisible();
    expect(sent).toEqual([
      { ranges: ['203.0.113.0/24'] },
      { ranges: ['203.0.113.0/24', '127.0.0.1/32'] },
    ]);
  });

  it('is in Arabic for an Arabic reader, warning with the address', async () => {
    server.use(...staffIpAllowlistHandlers().handlers);
    const { user } = renderApp('/admin?tab=settings', { user: SUPER_ADMIN, language: 'ar' });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'قائمة عناوين IP المسموح بها للموظفين' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await user.type(screen.getByLabelText('العناوين ونطاقات CIDR المسموح بها'), '203.0.113.0/24');
    await user.click(screen.getByRole('button', { name: 'حفظ القائمة' }));
    expect(
      await screen.findByText(
        'لا تتضمن هذه القائمة عنوانك الحالي (127.0.0.1)، لذا سيؤدي حفظها إلى منعك من الوصول. أكّد لحفظها على أي حال.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'احفظ على أي حال' })).toBeVisible();
  });

  it('names a range the server cannot read, in Arabic, and keeps what was typed', async () => {
    server.use(...staffIpAllowlistHandlers().handlers);
    // Registered after the list's handlers, so this answer to the save takes precedence.
    server.use(
      http.put('*/api/v2/super-admin/staff-ip-allowlist', () =>
        HttpResponse.json(
          {
            ...buildErrorEnvelope(
              'VALIDATION_FAILED',
              IP_ALLOWLIST_MESSAGES['ipAllowlist.rangeInvalid'],
            ),
            messageKey: 'ipAllowlist.rangeInvalid',
            messageParams: { range: '10.0.0.0/33' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/admin?tab=settings', { user: SUPER_ADMIN, language: 'ar' });
    const field = await screen.findByLabelText(
      'العناوين ونطاقات CIDR المسموح بها',
      {},
      { timeout: 10_000 },
    );
    await user.type(field, '10.0.0.0/33');
    await user.click(screen.getByRole('button', { name: 'حفظ القائمة' }));
    expect(await screen.findByText('لم يتم حفظ قائمة عناوين IP')).toBeVisible();
    expect(
      screen.getByText(
        '10.0.0.0/33 ليس عنوان IPv4 أو IPv6 أو نطاق CIDR صالحًا، مثل 203.0.113.0/24.',
      ),
    ).toBeVisible();
    expect(field).toHaveValue('10.0.0.0/33');
  });

  it('is not offered to an admin below super admin', async () => {
    server.use(...staffIpAllowlistHandlers().handlers);
    renderApp('/admin?tab=settings', { user: ADMIN });
    expect(await screen.findByRole('tab', { name: /settings/i, selected: true })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Staff IP allow-list' })).toBeNull();
  });
});
