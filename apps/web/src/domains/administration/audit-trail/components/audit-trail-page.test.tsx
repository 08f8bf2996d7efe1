import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditChainSummary, AuditChainVerification, SessionUser } from '@sanctions/contracts';
import type { Language } from '@/lib/language';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

const ORGANIZATION_ID = '5b0e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const ROW_ID = '7d1c2b3a-4e5f-4a6b-9c8d-0e1f2a3b4c5d';
const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);
const OWNER = buildSessionUser({ organizationId: ORGANIZATION_ID, organizationRole: 'owner' });
const ADMIN = buildSessionUser({ organizationId: ORGANIZATION_ID, organizationRole: 'admin' });
const SUPER_ADMIN = buildSessionUser({ role: 'super_admin' });

const ORGANIZATION_CHAIN: AuditChainSummary = {
  chain: ORGANIZATION_ID,
  organizationName: 'Gulf Trading LLC',
  rows: 12,
  lastAppendedAt: '2026-11-28T09:30:00.000Z',
};
const STAFF_CHAIN: AuditChainSummary = {
  chain: 'staff',
  organizationName: null,
  rows: 40,
  lastAppendedAt: '2026-11-28T10:00:00.000Z',
};

function verification(chain: string, broken: boolean): AuditChainVerification {
  return {
    chain,
    rows: broken ? 6 : 12,
    lastHash: HASH_A,
    verifiedAt: '2026-11-29T12:00:00.000Z',
    intact: !broken,
    firstBreak: broken
      ? {
          kind: 'content-changed',
          rowId: ROW_ID,
          position: 7,
          expectedHash: HASH_A,
          storedHash: HASH_B,
        }
      : null,
  };
}

function openPage(
  user: SessionUser,
  {
    chains,
    broken = false,
    language = 'en',
  }: {
    chains: AuditChainSummary[];
    broken?: boolean;
    language?: Language;
  },
) {
  const exports: URL[] = [];
  server.use(
    http.get('/api/v2/audit-trail/chains', () =>
      HttpResponse.json({ success: true, data: { chains } }),
    ),
    http.get('/api/v2/audit-trail/chains/:chain/verification', ({ params }) =>
      HttpResponse.json({
        success: true,
        data: verification(String(params.chain), broken),
      }),
    ),
    http.get('/api/v2/audit-trail/chains/:chain/export', ({ request }) => {
      exports.push(new URL(request.url));
      return new HttpResponse('{"id":"x"}\n', {
        headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
      });
    }),
  );
  return { ...renderApp('/audit-trail', { user, language }), exports };
}

beforeEach(() => server.use(...shellHandlers()));

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('audit trail page', { timeout: 30_000 }, () => {
  it("verifies the owner's chain and exports the chosen range as JSON Lines", async () => {
    const user = userEvent.setup();
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => {};
    const { exports } = openPage(OWNER, { chains: [ORGANIZATION_CHAIN] });
    const card = within(
      await screen.findByRole('region', { name: 'Gulf Trading LLC' }, { timeout: 10_000 }),
    );
    expect(card.getByText(/12 rows/)).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Verify chain' }));
    expect(await card.findByText('Chain intact')).toBeVisible();
    expect(card.getByText(HASH_A)).toBeVisible();

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(card.getByRole('button', { name: 'Export JSON Lines' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]?.pathname).toBe(`/api/v2/audit-trail/chains/${ORGANIZATION_ID}/export`);
    expect(exports[0]?.searchParams.get('format')).toBe('jsonl');
    expect(exports[0]?.searchParams.get('from')).toBe('2026-11-01');
  });

  it('names the first broken link with its row, position and both hashes, in Arabic', async () => {
    const user = userEvent.setup();
    openPage(SUPER_ADMIN, {
      chains: [STAFF_CHAIN, ORGANIZATION_CHAIN],
      broken: true,
      language: 'ar',
    });
    const staff = within(
      await screen.findByRole(
        'region',
        { name: 'موظفو مزوّد الخدمة والحسابات غير التابعة لمؤسسة' },
        { timeout: 10_000 },
      ),
    );
    expect(screen.getByRole('region', { name: 'Gulf Trading LLC' })).toBeVisible();
    await user.click(staff.getByRole('button', { name: 'التحقق من السلسلة' }));
    const alert = within(await staff.findByRole('alert'));
    expect(alert.getByText('تم العثور على حلقة مكسورة')).toBeVisible();
    expect(alert.getByText(/الموضع 7 بعد كتابته/)).toBeVisible();
    expect(alert.getByText(ROW_ID)).toBeVisible();
    expect(alert.getByText(HASH_A)).toBeVisible();
    expect(alert.getByText(HASH_B)).toBeVisible();
  });

  it("tells an organisation's admin that only owners may see it, without asking the server", async () => {
    openPage(ADMIN, { chains: [ORGANIZATION_CHAIN] });
    expect(
      await screen.findByText(
        'Only organization owners and the super admin can view the audit trail.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Verify chain' })).toBeNull();
  });
});
