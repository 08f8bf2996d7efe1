import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import {
  ENTERPRISE,
  PROFESSIONAL,
  STARTER,
  STARTER_ID,
} from '@test/billing/plan-management/plan-management-fixtures';
import { planManagementHandlers } from '@test/billing/plan-management/plan-management-handlers';

const SUPER_ADMIN = buildSessionUser({ role: 'super_admin' });
const ADMIN = buildSessionUser({ role: 'admin' });
const CHANGE_RULE =
  'New prices apply to existing subscriptions from their next invoice; limits and features apply immediately.';

function openPlans(
  options: Parameters<typeof planManagementHandlers>[1] = {},
  language: 'en' | 'ar' = 'en',
) {
  const { handlers, log } = planManagementHandlers([STARTER, PROFESSIONAL, ENTERPRISE], options);
  server.use(...handlers);
  return { ...renderApp('/billing/plans', { user: SUPER_ADMIN, language }), log };
}

const findRow = (name: string) =>
  screen.findByRole('row', { name }, { timeout: 10_000 }).then((row) => within(row));

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('plans page (/billing/plans)', { timeout: 30_000 }, () => {
  it('lists every plan with dollar prices, limits, tags, status and subscriptions', async () => {
    openPlans();
    const starter = await findRow('Starter');
    expect(screen.getByRole('heading', { name: 'Manage Plans' })).toBeVisible();
    expect(screen.getByText(CHANGE_RULE)).toBeVisible();
    expect(starter.getByText('basic')).toBeVisible();
    expect(starter.getByText('$99')).toBeVisible();
    expect(starter.getByText('$990')).toBeVisible();
    expect(starter.getByText('$0.50')).toBeVisible();
    expect(starter.getByText('250')).toBeVisible();
    expect(starter.getByText('1,000')).toBeVisible();
    expect(starter.getByText('Active')).toBeVisible();
    expect(starter.getByText('4 active · 2 trial · 1 past due')).toBeVisible();

    const professional = await findRow('Professional');
    expect(professional.getByText('Most Popular')).toBeVisible();
    expect(professional.getByText('2,500')).toBeVisible();

    const enterprise = await findRow('Enterprise');
    expect(enterprise.getAllByText('Unlimited')).toHaveLength(3);
    expect(enterprise.getByText('Inactive')).toBeVisible();
    expect(enterprise.getByText('Custom pricing')).toBeVisible();
    expect(enterprise.getByRole('button', { name: 'Activate Enterprise' })).toBeVisible();
  });

  it('creates a plan: dollars rounded to cents, Unlimited as null, features and highlights', async () => {
    const { user, log } = openPlans();
    await findRow('Starter');
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Plan' }));

    await user.type(dialog.getByLabelText('Plan name'), 'team-plus');
    await user.type(dialog.getByLabelText('Display name'), 'Team Plus');
    await user.type(dialog.getByLabelText('Monthly price ($)'), '149.995');
    await user.type(dialog.getByLabelText('Yearly price ($)'), '1499.5');
    await user.clear(dialog.getByLabelText('Price per additional check ($)'));
    await user.type(dialog.getByLabelText('Price per additional check ($)'), '0.255');
    await user.type(dialog.getByLabelText('Maximum users'), '10');
    await user.click(dialog.getByLabelText('Unlimited Searches per month'));
    await user.type(dialog.getByLabelText('API calls per month'), '5000');
    await user.click(dialog.getByLabelText('PEP Screening'));
    await user.type(
      dialog.getByLabelText('Highlights in English'),
      'Ten users{enter}{enter}API access',
    );
    await user.type(
      dialog.getByLabelText('Highlights in Arabic'),
      'عشرة مستخدمين{enter}واجهة برمجية',
    );
    await user.click(dialog.getByLabelText('Most Popular (removes the tag from the other plans)'));
    await user.click(dialog.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByText('Plan created')).toBeVisible();
    expect(log.created).toEqual([
      expect.objectContaining({
        name: 'team-plus',
        displayName: 'Team Plus',
        monthlyPrice: 15_000,
        yearlyPrice: 149_950,
        additionalCheckPrice: 26,
        maxUsers: 10,
        maxSearchesPerMonth: null,
        maxApiCalls: 5_000,
        features: expect.objectContaining({
          sanctionsCheck: true,
          pepCheck: true,
          apiAccess: false,
        }),
        highlights: { en: ['Ten users', 'API access'], ar: ['عشرة مستخدمين', 'واجهة برمجية'] },
        isPopular: true,
        isActive: true,
      }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await findRow('Team Plus')).getByText('$150')).toBeVisible();
  });

  it('shows the contract messages and sends nothing while the plan is invalid', async () => {
    const { user, log } = openPlans();
    await findRow('Starter');
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Plan' }));

    await user.type(dialog.getByLabelText('Plan name'), 'Team Plus');
    await user.type(dialog.getByLabelText('Monthly price ($)'), '-5');
    await user.type(dialog.getByLabelText('Yearly price ($)'), '100');
    await user.type(dialog.getByLabelText('Maximum users'), '0');
    await user.type(dialog.getByLabelText('Searches per month'), '100');
    await user.type(dialog.getByLabelText('API calls per month'), '100');
    await user.type(dialog.getByLabelText('Highlights in English'), 'One{enter}Two');
    await user.type(dialog.getByLabelText('Highlights in Arabic'), 'واحد');
    await user.click(dialog.getByRole('button', { name: 'Create Plan' }));

    expect(
      await dialog.findByText(
        'Plan name may only contain lowercase letters, digits and single hyphens',
      ),
    ).toBeVisible();
    expect(dialog.getByText('Display name is required')).toBeVisible();
    expect(dialog.getByText('Monthly price must be 0 or more')).toBeVisible();
    expect(dialog.getByText('Maximum users must be at least 1')).toBeVisible();
    expect(
      dialog.getByText('English and Arabic highlights must have the same number of lines'),
    ).toBeVisible();
    expect(log.created).toEqual([]);
  });

  it('shows the server refusal on the name field', async () => {
    const { user } = openPlans({
      create: () =>
        HttpResponse.json(buildErrorEnvelope('CONFLICT', 'A plan with this name already exists'), {
          status: 409,
        }),
    });
    await findRow('Starter');
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Plan' }));
    await user.type(dialog.getByLabelText('Plan name'), 'basic');
    await user.type(dialog.getByLabelText('Display name'), 'Basic');
    await user.type(dialog.getByLabelText('Monthly price ($)'), '10');
    await user.type(dialog.getByLabelText('Yearly price ($)'), '100');
    for (const label of ['Maximum users', 'Searches per month', 'API calls per month'])
      await user.click(dialog.getByLabelText(`Unlimited ${label}`));
    await user.click(dialog.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByText('Failed to create plan')).toBeVisible();
    expect(dialog.getByRole('alert')).toHaveTextContent('A plan with this name already exists');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('edits a plan: its values in dollars, the name kept, only cents sent', async () => {
    const { user, log } = openPlans();
    const starter = await findRow('Starter');
    await user.click(starter.getByRole('button', { name: 'Edit Starter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Starter' }));

    expect(dialog.getByLabelText('Plan name')).toHaveAttribute('readonly');
    expect(dialog.getByLabelText('Monthly price ($)')).toHaveValue(99);
    expect(dialog.getByLabelText('Price per additional check ($)')).toHaveValue(0.5);
    expect(dialog.getByLabelText('Maximum users')).toHaveValue(3);
    expect(dialog.getByLabelText('Highlights in Arabic')).toHaveValue('٢٥٠ عملية بحث شهرياً');
    expect(dialog.getByLabelText('Bulk Screening')).not.toBeChecked();

    await user.clear(dialog.getByLabelText('Monthly price ($)'));
    await user.type(dialog.getByLabelText('Monthly price ($)'), '109.99');
    await user.click(dialog.getByLabelText('Unlimited Maximum users'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Plan updated')).toBeVisible();
    expect(screen.getByText(CHANGE_RULE, { selector: 'li *' })).toBeVisible();
    expect(log.updated).toHaveLength(1);
    expect(log.updated[0]?.id).toBe(STARTER_ID);
    expect(log.updated[0]?.body).toMatchObject({ monthlyPrice: 10_999, maxUsers: null });
    expect(log.updated[0]?.body).not.toHaveProperty('name');
    expect((await findRow('Starter')).getByText('$109.99')).toBeVisible();
  });

  it('deactivates a plan from its row and refetches the list', async () => {
    const { user, log } = openPlans();
    const starter = await findRow('Starter');
    await user.click(starter.getByRole('button', { name: 'Deactivate Starter' }));
    expect(await screen.findByText('Plan deactivated')).toBeVisible();
    expect(log.updated).toEqual([{ id: STARTER_ID, body: { isActive: false } }]);
    await waitFor(() => expect(log.listCalls).toBe(2));
    expect((await findRow('Starter')).getByText('Inactive')).toBeVisible();
  });

  it('shows the load error with a retry', async () => {
    openPlans({
      list: () => HttpResponse.json(buildErrorEnvelope('INTERNAL', 'boom'), { status: 500 }),
    });
    expect(
      await screen.findByText('Failed to load plans. Please try again.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('tells anyone but a super admin "Super Admin privileges required"', async () => {
    const { handlers, log } = planManagementHandlers([STARTER]);
    server.use(...handlers);
    renderApp('/billing/plans', { user: ADMIN });
    expect(
      await screen.findByText('Super Admin privileges required', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(log.listCalls).toBe(0);
  });

  it('reads right to left in Arabic, with Arabic labels', async () => {
    const { user } = openPlans({}, 'ar');
    const enterprise = await findRow('Enterprise');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'إدارة الخطط' })).toBeVisible();
    expect(enterprise.getAllByText('غير محدود')).toHaveLength(3);
    expect(enterprise.getByText('غير نشطة')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'إنشاء خطة' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'إنشاء خطة' }));
    expect(dialog.getByLabelText('فحص الأشخاص المعرّضين سياسياً')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'إنشاء خطة' }));
    expect(await dialog.findByText('الاسم المعروض مطلوب')).toBeVisible();
  });
});
