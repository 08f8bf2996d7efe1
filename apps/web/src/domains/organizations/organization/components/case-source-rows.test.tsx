import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  OWNER,
  buildOrganizationDetails,
} from '@test/organizations/organization/organization-fixtures';
import { organizationHandlers } from '@test/organizations/organization/organization-handlers';

beforeEach(() => server.use(...shellHandlers()));

const PER_SOURCE = [
  { source: 'sanctions', undecided: 2, decided: 4, falsePositives: 3, falsePositiveRate: 0.75 },
  { source: 'pep', undecided: 0, decided: 0, falsePositives: 0, falsePositiveRate: null },
  { source: 'watchlist', undecided: 1, decided: 2, falsePositives: 1, falsePositiveRate: 0.5 },
] as const;

// Issue 25: the dashboard's Case review tile counts PEP and own-watchlist alerts apart from official lists.
describe('the Case review tile: alerts per source', { timeout: 30_000 }, () => {
  it.each([
    [
      'en',
      'Case review',
      'Official sanctions lists',
      '2 open · 4 decided · 75% false positives',
      'Own watchlists',
      '1 open · 2 decided · 50% false positives',
      'Politically exposed persons',
    ],
    [
      'ar',
      'مراجعة الحالات',
      'قوائم العقوبات الرسمية',
      '2 مفتوحة · 4 محسومة · 75% إيجابيات كاذبة',
      'قوائم المراقبة الخاصة',
      '1 مفتوحة · 2 محسومة · 50% إيجابيات كاذبة',
      'الأشخاص المعرّضون سياسياً',
    ],
  ] as const)(
    '%s: one row per source with alerts, none for a source without any',
    async (language, title, official, officialFigures, own, ownFigures, pep) => {
      const { handlers } = organizationHandlers(buildOrganizationDetails(), {
        perSource: [...PER_SOURCE],
      });
      server.use(...handlers);
      renderApp('/organization', { user: OWNER, language });
      const tile = within(await screen.findByRole('region', { name: title }, { timeout: 10_000 }));
      const officialRow = (await tile.findByText(official)).closest('li');
      const ownRow = tile.getByText(own).closest('li');
      if (officialRow === null || ownRow === null) throw new Error('rows are not list items');
      expect(officialRow.textContent?.replace(/\s+/g, ' ')).toContain(officialFigures);
      expect(ownRow.textContent?.replace(/\s+/g, ' ')).toContain(ownFigures);
      expect(tile.queryByText(pep)).toBeNull();
    },
  );

  it('shows no per-source part when nothing was raised', async () => {
    const { handlers } = organizationHandlers(buildOrganizationDetails(), { perSource: [] });
    server.use(...handlers);
    renderApp('/organization', { user: OWNER, language: 'en' });
    const tile = within(
      await screen.findByRole('region', { name: 'Case review' }, { timeout: 10_000 }),
    );
    expect(await tile.findByText('False-positive rate per official list')).toBeVisible();
    expect(tile.queryByText('Alerts by source')).toBeNull();
  });
});
