import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RecentActivityEntry } from '@sanctions/contracts';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { sanctionsHandlers } from '@test/lists/sanctions/sanctions-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

const ADMIN = buildSessionUser({ role: 'admin' });
const person = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@bank.example`,
});
const HUDA = person('00000000-0000-4000-8000-000000000009', 'Huda', 'Saleh');
const STAFF = person('00000000-0000-4000-8000-000000000001', 'Rana', 'Aziz');

const ENTRIES: RecentActivityEntry[] = [
  {
    id: 'audit:2',
    type: 'system',
    key: 'user_updated',
    title: 'User updated by staff',
    description: 'English text the list does not show',
    timestamp: '2026-05-04T11:30:00.000Z',
    metadata: { ip: null, userAgent: null },
    matches: null,
    actor: STAFF,
    user: HUDA,
  },
  {
    id: 'search:1',
    type: 'search',
    key: 'search',
    title: 'Search performed',
    description: 'English text the list does not show',
    timestamp: '2026-05-04T11:00:00.000Z',
    metadata: { ip: '203.0.113.9', userAgent: 'browser' },
    matches: 3,
    actor: null,
    user: HUDA,
  },
];

function openSettings(language: 'en' | 'ar', activities: RecentActivityEntry[] = ENTRIES) {
  const { handlers } = sanctionsHandlers({
    activity: { success: true, data: { activities } },
  });
  server.use(...handlers);
  return renderApp('/admin?tab=settings', { user: ADMIN, language });
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('recent activity on the admin Settings tab', { timeout: 30_000 }, () => {
  it('lists stored events newest first with who did what, translated', async () => {
    openSettings('en');
    const region = within(
      await screen.findByRole('region', { name: 'Recent activity' }, { timeout: 10_000 }),
    );
    const items = await region.findAllByRole('listitem');
    expect(items.map((item) => item.dataset.type)).toEqual(['system', 'search']);
    expect(items[0]).toHaveTextContent('User updated by staff');
    expect(items[0]).toHaveTextContent('Huda Saleh, by Rana Aziz');
    expect(items[1]).toHaveTextContent('Huda Saleh · matches: 3');
    expect(region.queryByText(/English text/)).toBeNull();
  });

  it('says so when nothing happened yet, in Arabic', async () => {
    openSettings('ar', []);
    const region = within(
      await screen.findByRole('region', { name: 'النشاط الأخير' }, { timeout: 10_000 }),
    );
    expect(await region.findByText('لا يوجد نشاط بعد.')).toBeVisible();
  });
});
