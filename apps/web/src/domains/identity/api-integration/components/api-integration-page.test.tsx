import { apiKeySchema } from '@sanctions/contracts';
import type { ApiKey } from '@sanctions/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@/lib/language';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

beforeEach(() => server.use(...shellHandlers()));

const key = (overrides: Partial<ApiKey>): ApiKey =>
  apiKeySchema.parse({
    id: '0c6f2a3e-7d41-4b8e-9a55-3f1e2d4c5b60',
    name: 'ERP',
    prefix: 'ssk_live_Ab12',
    last4: 'wXyZ',
    scopes: ['search', 'bulk'],
    status: 'active',
    rateLimitPerMinute: 60,
    createdAt: '2026-11-20T08:15:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    ...overrides,
  });

function openIntegration(apiKeys: ApiKey[], language: Language = 'en') {
  server.use(
    http.get('*/api/v2/user/api-keys', () =>
      HttpResponse.json({ success: true, data: { apiKeys } }),
    ),
  );
  return renderApp('/api-integration', { user: buildSessionUser(), language });
}

const codeOf = (title: string) =>
  screen.getByRole('button', { name: `Copy: ${title}` }).parentElement?.textContent ?? '';

describe('API Integration page', { timeout: 30_000 }, () => {
  it("writes the examples with the newest active key's prefix, the origin, and copies them", async () => {
    const { user } = openIntegration([
      key({
        id: '9b1d7e52-2c84-4f3a-8e61-5a0b7c9d1e23',
        prefix: 'ssk_live_Old0',
        status: 'revoked',
      }),
      key({}),
    ]);
    expect(await screen.findByTestId('key-hint', {}, { timeout: 10_000 })).toHaveTextContent(
      'Examples use your key \u2066ssk_live_Ab12…wXyZ\u2069.',
    );
    const search = codeOf('Screen one name');
    expect(search).toContain(`curl -X POST '${window.location.origin}/api/v2/search'`);
    expect(search).toContain("-H 'X-API-Key: ssk_live_Ab12<rest-of-your-key>'");
    expect(codeOf('Start a bulk job from a CSV or Excel file')).toContain(
      "-H 'Authorization: Bearer ssk_live_Ab12<rest-of-your-key>'",
    );
    expect(codeOf('Follow a bulk job')).toContain('/api/v2/bulk-search/<jobId>');
    expect(codeOf('Download the results')).toContain('/results?format=csv');
    expect(screen.queryByText(/ssk_live_Old0/)).toBeNull();

    expect(screen.getByRole('link', { name: /API reference/ })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    expect(screen.getByRole('link', { name: 'Manage API Keys' })).toHaveAttribute(
      'href',
      '/api-keys',
    );
    expect(screen.getByText(/answers 429 with a/)).toBeVisible();
    // Protocol tokens inside the sentences are code, left to right also in Arabic.
    expect(screen.getByText('Retry-After', { selector: 'code' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Authorization: Bearer <key>', { selector: 'code' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy: Screen one name' }));
    expect(await navigator.clipboard.readText()).toContain('ssk_live_Ab12<rest-of-your-key>');
  });

  it('without an active key uses a placeholder and links to creating one', async () => {
    openIntegration([key({ status: 'expired' })]);
    const hint = await screen.findByTestId('key-hint', {}, { timeout: 10_000 });
    expect(hint).toHaveTextContent('You have no active API key.');
    expect(within(hint).getByRole('link', { name: 'Create a key' })).toHaveAttribute(
      'href',
      '/api-keys',
    );
    expect(codeOf('Screen one name')).toContain("-H 'X-API-Key: <your-api-key>'");
  });

  it('reads right to left in Arabic with the code left to right', async () => {
    openIntegration([key({})], 'ar');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'التكامل عبر API', level: 1 },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(await screen.findByTestId('key-hint')).toHaveTextContent('ssk_live_Ab12…wXyZ');
    const copy = screen.getByRole('button', { name: 'نسخ: فحص اسم واحد' });
    const pre = copy.parentElement?.querySelector('pre');
    expect(pre).toHaveAttribute('dir', 'ltr');
    expect(pre).toHaveTextContent('X-API-Key: ssk_live_Ab12<rest-of-your-key>');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
