import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { officeAddressHandlers } from '@test/billing/office-address/office-address-handlers';
import { sanctionsHandlers } from '@test/lists/sanctions/sanctions-handlers';
import { securityPolicyHandlers } from '@test/administration/super-admin/security-policy-handlers';
import { staffIpAllowlistHandlers } from '@test/administration/super-admin/staff-ip-allowlist-handlers';

const SUPER_ADMIN = buildSessionUser({ role: 'super_admin' });
const ADMIN = buildSessionUser({ role: 'admin' });
beforeEach(() =>
  server.use(
    ...shellHandlers(),
    ...staffIpAllowlistHandlers().handlers,
    ...sanctionsHandlers().handlers,
    ...securityPolicyHandlers().handlers,
  ),
);

// Issue 23 §6: the super admin configures the office address the approval e-mail gives.
describe('admin Settings: office address', { timeout: 30_000 }, () => {
  it('shows the stored address and saves both languages', async () => {
    const { saved, handlers } = officeAddressHandlers({ en: 'Bay Square 3\nDubai', ar: '' });
    server.use(...handlers);
    const { user } = renderApp('/admin?tab=settings', { user: SUPER_ADMIN });
    const card = within(
      (await screen.findByRole('heading', { name: 'Office address' }, { timeout: 10_000 })).closest(
        'div.rounded-lg',
      ) ?? document.body,
    );
    const english = await card.findByLabelText('Address in English');
    expect(english).toHaveValue('Bay Square 3\nDubai');
    await user.type(card.getByLabelText('Address in Arabic'), 'دبي');
    await user.click(card.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Office address saved')).toBeVisible();
    expect(saved).toEqual([{ en: 'Bay Square 3\nDubai', ar: 'دبي' }]);
  });

  it('is labelled in Arabic', async () => {
    server.use(...officeAddressHandlers({ en: '', ar: '' }).handlers);
    renderApp('/admin?tab=settings', { user: SUPER_ADMIN, language: 'ar' });
    expect(
      await screen.findByRole('heading', { name: 'عنوان المكتب' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByLabelText('العنوان بالعربية')).toHaveAttribute('dir', 'rtl');
  });

  it('is not offered to an admin below super admin', async () => {
    renderApp('/admin?tab=settings', { user: ADMIN });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Sanctions database statistics' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Office address' })).toBeNull();
  });
});
