import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sanctions/contracts';
import type { Language } from '@/lib/language';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  MEMBER,
  ORG_ADMIN,
  OWNER,
  STANDALONE,
  buildOrganizationDetails,
  daysFromNow,
} from '@test/organizations/organization/organization-fixtures';
import { organizationHandlers } from '@test/organizations/organization/organization-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

function openDashboard(
  details = buildOrganizationDetails(),
  {
    user = OWNER,
    language = 'en',
    detailsReply,
  }: { user?: SessionUser; language?: Language; detailsReply?: () => Response } = {},
) {
  const { handlers, log } = organizationHandlers(details, { detailsReply });
  server.use(...handlers);
  return { ...renderApp('/organization', { user, language }), log };
}

const findTitle = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const tile = (name: string) => within(screen.getByRole('region', { name }));

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('organization dashboard', { timeout: 30_000 }, () => {
  it('says "No Organization" to a standalone user without asking the server', async () => {
    const { log } = openDashboard(buildOrganizationDetails(), { user: STANDALONE });
    expect(await screen.findByText('No Organization', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('You are not associated with an organization.')).toBeVisible();
    expect(log.detailsCalls).toBe(0);
  });

  it('says "No Organization" when the server answers 404', async () => {
    openDashboard(buildOrganizationDetails(), {
      detailsReply: () =>
        HttpResponse.json(buildErrorEnvelope('NOT_FOUND', 'No organization'), { status: 404 }),
    });
    expect(await screen.findByText('No Organization', {}, { timeout: 10_000 })).toBeVisible();
  });

  it('shows the loading state, then the load error with Try Again that refetches', async () => {
    let attempts = 0;
    const details = buildOrganizationDetails();
    const { user, log } = openDashboard(details, {
      detailsReply: () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json(buildErrorEnvelope('INTERNAL', 'Internal server error'), {
              status: 500,
            })
          : HttpResponse.json({ success: true, data: details });
      },
    });
    expect(
      await screen.findByText('Loading organization details...', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByText('Failed to load organization details.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await findTitle('Levant Exchange')).toBeVisible();
    expect(log.detailsCalls).toBe(2);
  });

  it('shows the title, description and, for an owner, Invite Users and Settings', async () => {
    openDashboard();
    expect(await findTitle('Levant Exchange')).toBeVisible();
    expect(screen.getByText('Remittances across the Levant')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Invite Users' })).toHaveAttribute(
      'href',
      '/organization/members',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/organization/settings',
    );
  });

  it('shows the buttons to an admin but not to a member; a missing description reads "Organization Dashboard"', async () => {
    openDashboard(
      buildOrganizationDetails({
        organization: { description: null },
        viewer: { organizationRole: 'member', canManage: false },
      }),
      { user: MEMBER },
    );
    expect(await findTitle('Levant Exchange')).toBeVisible();
    expect(screen.getByText('Organization Dashboard')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Invite Users' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('shows the manage buttons to an organisation admin', async () => {
    openDashboard(
      buildOrganizationDetails({ viewer: { organizationRole: 'admin', canManage: true } }),
      { user: ORG_ADMIN },
    );
    expect(await findTitle('Levant Exchange')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Invite Users' })).toBeVisible();
  });

  it('shows the trial banner with the days left and Upgrade Now to /billing', async () => {
    openDashboard(buildOrganizationDetails({ subscription: { trialEnd: daysFromNow(4.5) } }));
    expect(
      await screen.findByText('Trial Active - 5 days remaining', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/billing');
  });

  it('hides the trial banner once the trial end has passed', async () => {
    openDashboard(
      buildOrganizationDetails({ subscription: { status: 'past_due', trialEnd: daysFromNow(-1) } }),
    );
    expect(await findTitle('Levant Exchange')).toBeVisible();
    expect(screen.queryByText(/Trial Active/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade Now' })).toBeNull();
  });

  it('hides the trial banner once the first invoice is paid during the trial', async () => {
    openDashboard(
      buildOrganizationDetails({ subscription: { status: 'active', trialEnd: daysFromNow(10) } }),
    );
    expect(await findTitle('Levant Exchange')).toBeVisible();
    expect(screen.queryByText(/Trial Active/)).toBeNull();
  });

  it('fills the four tiles: plan price per month, status badge and cycle, users with percent, searches', async () => {
    openDashboard();
    expect(await findTitle('Levant Exchange')).toBeVisible();
    expect(tile('Current Plan').getByText('Professional')).toBeVisible();
    expect(tile('Current Plan').getByText('$299/month')).toBeVisible();
    const status = tile('Status').getByText('Trial');
    expect(status).toHaveAttribute('data-status', 'trial');
    expect(status.className).toContain('bg-secondary');
    expect(tile('Status').getByText('Monthly billing')).toBeVisible();
    expect(tile('Active Users').getByText('4 / 10')).toBeVisible();
    expect(tile('Active Users').getByText('40% used')).toBeVisible();
    expect(tile('Monthly Searches').getByText('1,200 of 2,500')).toBeVisible();
  });

  it('shows yearly billing as the yearly price divided by 12, and unlimited searches', async () => {
    openDashboard(
      buildOrganizationDetails({
        subscription: { status: 'active', billingCycle: 'yearly', trialEnd: null },
        usage: {
          usage: { currentUsers: 4, monthlySearches: 1_200, monthlyApiCalls: 0 },
          limits: { maxUsers: 10, maxSearchesPerMonth: null, maxApiCalls: null },
        },
      }),
    );
    expect(await findTitle('Levant Exchange')).toBeVisible();
    expect(tile('Current Plan').getByText('$249/month')).toBeVisible();
    expect(tile('Status').getByText('Active').className).toContain('bg-primary');
    expect(tile('Status').getByText('Yearly billing')).toBeVisible();
    expect(tile('Monthly Searches').getByText('1,200 of Unlimited')).toBeVisible();
  });

  it.each([
    ['suspended', 'Suspended', 'bg-destructive'],
    ['cancelled', 'Cancelled', 'text-foreground'],
    ['past_due', 'Past due', 'bg-orange-100'],
  ] as const)('styles the %s badge', async (status, label, style) => {
    openDashboard(buildOrganizationDetails({ subscription: { status, trialEnd: null } }));
    expect(await findTitle('Levant Exchange')).toBeVisible();
    expect(tile('Status').getByText(label).className).toContain(style);
  });

  it('caps each Usage Overview bar at 100 %', async () => {
    openDashboard(
      buildOrganizationDetails({
        usage: {
          usage: { currentUsers: 12, monthlySearches: 1_000, monthlyApiCalls: 25_000 },
          limits: { maxUsers: 10, maxSearchesPerMonth: 2_500, maxApiCalls: 10_000 },
        },
      }),
    );
    expect(await findTitle('Levant Exchange')).toBeVisible();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '40', '100']);
    expect(
      screen.getByRole('progressbar', { name: 'Users: 100% of the limit used' }),
    ).toBeVisible();
    // Once in the Active Users tile, once beside the users bar.
    expect(screen.getAllByText('12 / 10')).toHaveLength(2);
    expect(screen.getByText('25,000 / 10,000')).toBeVisible();
    expect(tile('Active Users').getByText('100% used')).toBeVisible();
  });

  it('lists up to 8 plan features, then "+N more features"', async () => {
    openDashboard();
    expect(await findTitle('Levant Exchange')).toBeVisible();
    const card = within(screen.getByRole('region', { name: 'Plan Features' }));
    const items = card.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '2,500 searches per month',
      'All sanctions lists',
      'Priority support',
      'Advanced API',
      'Bulk screening',
      'Custom reports',
      '1-year data retention',
      'Webhook alerts',
    ]);
    expect(card.getByText('+2 more features')).toBeVisible();
  });

  it("links a plain member's View Analytics to their own usage, not the team report", async () => {
    openDashboard(
      buildOrganizationDetails({ viewer: { organizationRole: 'member', canManage: false } }),
      { user: MEMBER },
    );
    expect(await findTitle('Levant Exchange')).toBeVisible();
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getByRole('link', { name: 'View Analytics' })).toHaveAttribute(
      'href',
      '/profile?tab=usage',
    );
  });

  it('links the quick actions to the team report, the members page and billing', async () => {
    openDashboard();
    expect(await findTitle('Levant Exchange')).toBeVisible();
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getByRole('link', { name: 'View Analytics' })).toHaveAttribute(
      'href',
      '/organization/reports',
    );
    expect(actions.getByRole('link', { name: 'Manage Users' })).toHaveAttribute(
      'href',
      '/organization/members',
    );
    expect(actions.getByRole('link', { name: 'Billing Settings' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });

  it('reads right to left in Arabic with Arabic texts and plan highlights', async () => {
    openDashboard(buildOrganizationDetails(), { language: 'ar' });
    expect(await findTitle('Levant Exchange')).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(/الفترة التجريبية نشطة/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'قم بالترقية الآن' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'الخطة الحالية' })).toBeVisible();
    const card = within(screen.getByRole('region', { name: 'ميزات الخطة' }));
    expect(card.getByText('2,500 عملية بحث شهريًا')).toBeVisible();
    expect(card.getByText('الفحص الجماعي')).toBeVisible();
  });
});
