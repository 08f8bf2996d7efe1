import type { Activity } from '@sanctions/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

function buildActivity(overrides: Partial<Activity>): Activity {
  return {
    id: 'a1',
    type: 'search',
    success: true,
    severity: 'info',
    description: 'Screened a name (fuzzy): 1234 matches',
    descriptionKey: 'searched',
    descriptionParams: { searchType: 'fuzzy', matches: 1234 },
    action: 'search',
    timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
    ipAddress: '203.0.113.9',
    userAgent: null,
    metadata: {},
    ...overrides,
  };
}

const ACTIVITIES: Activity[] = [
  buildActivity({}),
  buildActivity({
    id: 'a2',
    type: '2fa_change',
    description: 'Trusted device removed: Chrome on Windows',
    descriptionKey: 'trustedDeviceRemoved',
    descriptionParams: { deviceName: 'Chrome on Windows' },
    action: '2fa_device_removed',
  }),
  buildActivity({
    id: 'a3',
    type: 'api_key',
    description: 'Api key rotated',
    descriptionKey: null,
    descriptionParams: null,
    action: 'api_key_rotated',
  }),
  buildActivity({
    id: 'a4',
    type: 'login',
    description: 'Signed in',
    descriptionKey: undefined,
    descriptionParams: undefined,
    action: 'login',
  }),
];

async function openActivityTab(language: 'en' | 'ar', activities: Activity[] = ACTIVITIES) {
  server.use(
    http.get('*/api/v2/user/activity-logs', () =>
      HttpResponse.json({ success: true, data: { activities, total: activities.length } }),
    ),
  );
  renderApp('/profile?tab=activity', { user: buildSessionUser(), language });
  const list = await screen.findByRole('list', {
    name: language === 'en' ? 'Activity Logs' : 'سجلات النشاط',
  });
  await within(list).findAllByRole('listitem');
  return within(list).getAllByRole('listitem');
}

describe('activity log descriptions', () => {
  it('shows keyed descriptions in Arabic and the English sentence for unkeyed ones', async () => {
    const [search, device, unknown, old] = await openActivityTab('ar');
    expect(search).toHaveTextContent('تم فحص اسم (تقريبي)، عدد التطابقات: 1,234');
    expect(device).toHaveTextContent('تمت إزالة جهاز موثوق: \u2068Chrome on Windows\u2069');
    expect(unknown).toHaveTextContent('Api key rotated');
    expect(old).toHaveTextContent('Signed in');
  });

  it('renders the same keys in English', async () => {
    const [search] = await openActivityTab('en');
    expect(search).toHaveTextContent('Screened a name (fuzzy), matches found: 1,234');
  });

  it('links a search entry to its stored screening in the history', async () => {
    const searchId = '7f3c1a52-1b1e-4a7e-9d51-0c2f6a0b9e11';
    const [search] = await openActivityTab('en', [buildActivity({ metadata: { searchId } })]);
    if (!search) throw new Error('no search entry');
    await userEvent.setup().click(within(search).getByRole('button'));
    expect(within(search).getByRole('link', { name: 'Open the stored screening' })).toHaveAttribute(
      'href',
      `/search/results?id=${searchId}`,
    );
  });
});
