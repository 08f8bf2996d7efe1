import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { officeAddressHandlers } from '@test/billing/office-address/office-address-handlers';
import { sanctionsHandlers } from '@test/lists/sanctions/sanctions-handlers';
import { securityPolicyHandlers } from '@test/administration/super-admin/security-policy-handlers';
import { staffIpAllowlistHandlers } from '@test/administration/super-admin/staff-ip-allowlist-handlers';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

const SUPER_ADMIN = buildSessionUser({ role: 'super_admin', twoFactorEnabled: true });
const ADMIN = buildSessionUser({ role: 'admin' });

beforeEach(() =>
  server.use(
    ...shellHandlers(),
    ...staffIpAllowlistHandlers().handlers,
    ...sanctionsHandlers().handlers,
    ...officeAddressHandlers().handlers,
  ),
);

// Issue 23 §4: super admins require two-factor sign-in of staff (ADR 027).
describe('admin Settings: security policy', { timeout: 30_000 }, () => {
  it('shows how many staff lack two-factor and saves the requirement', async () => {
    const { saved, handlers } = securityPolicyHandlers({ requireTwoFactorForStaff: false }, 3);
    server.use(...handlers);
    const { user } = renderApp('/admin?tab=settings', { user: SUPER_ADMIN });
    const box = await screen.findByRole(
      'checkbox',
      { name: 'Require two-factor authentication for staff' },
      { timeout: 10_000 },
    );
    expect(await screen.findByText(/^3 staff accounts have no two-factor yet/)).toBeVisible();
    await user.click(box);
    expect(await screen.findByText('Security policy saved')).toBeVisible();
    expect(saved).toEqual([{ requireTwoFactorForStaff: true }]);
    expect(box).toBeChecked();
  });

  it('is in Arabic for an Arabic reader', async () => {
    server.use(...securityPolicyHandlers().handlers);
    renderApp('/admin?tab=settings', { user: SUPER_ADMIN, language: 'ar' });
    expect(
      await screen.findByRole('heading', { name: 'سياسة الأمان' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('is not offered to an admin below super admin', async () => {
    server.use(...securityPolicyHandlers().handlers);
    renderApp('/admin?tab=settings', { user: ADMIN });
    expect(await screen.findByRole('tab', { name: /settings/i, selected: true })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: /two-factor/i })).toBeNull();
  });
});
