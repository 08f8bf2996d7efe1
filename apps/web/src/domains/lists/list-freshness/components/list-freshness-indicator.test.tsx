import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { ALL_FRESH, buildFreshnessItem, buildFreshnessReply } from '@test/freshness-fixtures';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

function serveFreshness(reply: () => Response) {
  let calls = 0;
  server.use(
    http.get('*/api/v2/sanctions/freshness', () => {
      calls += 1;
      return reply();
    }),
  );
  return { calls: () => calls };
}

// /terms is a plain page inside the app frame, so only the frame's indicator is on screen.
async function findIndicator(language: 'en' | 'ar' = 'en') {
  renderApp('/terms', { user: buildSessionUser(), language });
  const name = language === 'en' ? 'Sanctions list dates' : 'تواريخ قوائم العقوبات';
  return screen.findByRole('region', { name });
}

describe('list freshness indicator', { timeout: 20_000 }, () => {
  it('lists every list with its publication date and no warning when all are current', async () => {
    serveFreshness(() => HttpResponse.json(buildFreshnessReply(ALL_FRESH)));

    const indicator = await findIndicator();
    expect(indicator).toHaveTextContent(
      'Lists:OFAC 28 Dec 2023·UN 27 Feb 2026·EU 15 Jun 2020·UK 14 Apr 2025',
    );
    expect(indicator).toHaveAttribute('data-state', 'ok');
    expect(within(indicator).queryByRole('status')).toBeNull();
  });

  it('warns about a stale list and a list that is not loaded', async () => {
    serveFreshness(() =>
      HttpResponse.json(
        buildFreshnessReply([
          buildFreshnessItem({
            sanctionList: 'ofac',
            listSource: 'OFAC SDN',
            publishedAt: null,
            importedAt: '2026-02-27T09:00:00.000Z',
            isStale: true,
          }),
          buildFreshnessItem({ sanctionList: 'un' }),
          buildFreshnessItem({ sanctionList: 'uk', listSource: 'UK Sanctions List' }),
        ]),
      ),
    );

    const indicator = await findIndicator();
    expect(indicator).toHaveAttribute('data-state', 'warning');
    expect(within(indicator).getByText(/^OFAC/)).toHaveAttribute('data-state', 'stale');
    expect(within(indicator).getByText(/^OFAC/)).toHaveTextContent(
      'OFAC 27 Feb 2026 (imported) (stale)',
    );
    expect(within(indicator).getByText('EU not loaded')).toHaveAttribute('data-state', 'missing');
    expect(within(indicator).getByRole('status')).toHaveTextContent(
      'Outdated data: OFAC not checked in the last 48 hours. Recent designations may be missing from results. Not loaded: EU. Searches do not cover these lists.',
    );
  });

  it('names every stale list in Arabic', async () => {
    serveFreshness(() =>
      HttpResponse.json(
        buildFreshnessReply(
          ALL_FRESH.map((item) => ({ ...item, isStale: item.sanctionList !== 'un' })),
        ),
      ),
    );

    const indicator = await findIndicator('ar');
    expect(within(indicator).getByText('القوائم:')).toBeVisible();
    expect(within(indicator).getByRole('status')).toHaveTextContent(
      'بيانات قديمة: لم يتم التحقق من OFAC والاتحاد الأوروبي والمملكة المتحدة خلال آخر 48 ساعة.',
    );
  });

  it('warns that a list update failed and the previous version is still used, in English and Arabic', async () => {
    const failure = {
      sanctionList: 'un' as const,
      listSource: 'UN Consolidated List',
      failedAt: '2026-03-02T08:00:00.000Z',
    };
    serveFreshness(() => HttpResponse.json(buildFreshnessReply(ALL_FRESH, 48, [failure])));

    const indicator = await findIndicator();
    expect(indicator).toHaveAttribute('data-state', 'warning');
    expect(within(indicator).getByText(/^UN/)).toHaveTextContent('UN 27 Feb 2026 (update failed)');
    expect(within(indicator).getByRole('status')).toHaveTextContent(
      'Update failed: UN. Results use the previously imported version of these lists until a good file is imported.',
    );
  });

  it('warns of a failed update in Arabic', async () => {
    const failure = {
      sanctionList: 'eu' as const,
      listSource: 'EU Financial Sanctions Files',
      failedAt: '2026-03-02T08:00:00.000Z',
    };
    serveFreshness(() => HttpResponse.json(buildFreshnessReply(ALL_FRESH, 48, [failure])));

    const indicator = await findIndicator('ar');
    expect(within(indicator).getByRole('status')).toHaveTextContent(
      'فشل التحديث: الاتحاد الأوروبي. تعتمد النتائج على الإصدار المستورد سابقًا',
    );
    expect(within(indicator).getByText(/^الاتحاد الأوروبي/)).toHaveTextContent('(فشل التحديث)');
  });

  it('says the dates are unknown when the call fails', async () => {
    serveFreshness(() =>
      HttpResponse.json(buildErrorEnvelope('INTERNAL', 'Internal server error'), { status: 500 }),
    );

    const indicator = await findIndicator();
    expect(within(indicator).getByRole('status')).toHaveTextContent(
      'The dates of the sanctions lists could not be loaded.',
    );
  });

  it('asks nothing and shows nothing for a visitor', async () => {
    const freshness = serveFreshness(() => HttpResponse.json(buildFreshnessReply(ALL_FRESH)));

    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Sanctions list dates' })).toBeNull();
    expect(freshness.calls()).toBe(0);
  });
});
