import { screen } from '@testing-library/react';
import type { WatchlistMatch } from '@sanctions/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { ALERT_ID, buildAlert, casesHandlers } from '@test/cases/cases/cases-handlers';

beforeEach(() => server.use(...shellHandlers()));

const WATCHLIST_HIT: WatchlistMatch = {
  watchlist: { id: 'w1', name: 'Fraud blocklist', versionId: 'v2', version: 2 },
  entry: {
    id: 'r1',
    line: 2,
    name: 'Quentin Marlowe Vasquez-Threlkeld',
    aliases: ['Q. Threlkeld'],
    dateOfBirth: '1971-03-14',
    nationality: 'Portugal',
    reference: 'INT-001',
    reason: 'Chargeback fraud',
  },
  confidence: 96,
  riskLevel: 'high',
  matchType: 'exact',
  matchedName: 'Quentin Marlowe Vasquez-Threlkeld',
  matchedNameKind: 'primary',
  analysis: { en: 'Same name', ar: 'الاسم نفسه' },
  explanation: { tokens: [], evidence: [] },
};

// ADR 042: a watchlist alert shows the row of the organisation's own list, named by list and version.
describe('a watchlist alert on the case page', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'Own watchlist entry', 'version 2', 'Reason listed'],
    ['ar', 'قيد في قائمة المراقبة الخاصة', 'الإصدار 2', 'سبب الإدراج'],
  ] as const)(
    '%s: names the watchlist, version, reference and reason',
    async (language, title, version, reason) => {
      const { handlers } = casesHandlers({
        alert: () =>
          buildAlert({
            kind: 'watchlist',
            entry: {
              sanctionList: 'watchlist',
              listSource: 'Fraud blocklist',
              sourceId: 'w1:INT-001',
              fullName: WATCHLIST_HIT.entry.name,
              contentHash: 'h1',
            },
            match: undefined,
            watchlistMatch: WATCHLIST_HIT,
          }),
      });
      server.use(...handlers);
      renderApp(`/cases/${ALERT_ID}`, { user: buildSessionUser(), language });
      expect(await screen.findByText(title, {}, { timeout: 10_000 })).toBeVisible();
      expect(screen.getByText('Fraud blocklist', { selector: 'bdi' })).toBeVisible();
      expect(screen.getByText(version, { exact: false })).toBeVisible();
      expect(screen.getByText('INT-001')).toBeVisible();
      expect(screen.getByText('Chargeback fraud')).toBeVisible();
      expect(screen.getByText(reason)).toBeVisible();
    },
  );
});
