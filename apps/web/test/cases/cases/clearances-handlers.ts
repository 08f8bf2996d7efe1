import { clearanceSchema } from '@sanctions/contracts';
import type { Clearance } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';

export const CLEARANCE_ID = '9a1e2f30-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
export const REVOCATION_ID = 'aa1e2f30-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

/** A clearance as GET /api/v2/monitoring/clearances lists it, validated by the contract. */
export function buildClearance(overrides: Partial<Clearance> = {}): Clearance {
  return clearanceSchema.parse({
    id: CLEARANCE_ID,
    state: 'active',
    subject: {
      id: '6c1e2f30-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      subjectType: 'person',
      displayName: 'Aiman Zawahiri',
      arabicName: '',
      dateOfBirth: '1990-01-01',
      nationality: 'JO',
    },
    entry: {
      sanctionList: 'un',
      sourceId: 'QDi.006',
      fullName: 'AIMAN MUHAMMED RABI AL-ZAWAHIRI',
      contentHash: 'a'.repeat(64),
      unchanged: true,
    },
    alertId: '7d1e2f30-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    decisionId: '8e1e2f30-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    proposedBy: { id: 'u1', name: 'Layla Haddad' },
    reason: 'Different person: born 1990',
    approvedBy: { id: 'u2', name: 'Karim Mansour' },
    approvedAt: '2026-11-20T10:00:00.000Z',
    approvalReason: 'Agreed',
    expiresAt: null,
    revokedAt: null,
    revocation: null,
    canEditExpiry: false,
    canRequestRevocation: true,
    canReviewRevocation: false,
    ...overrides,
  });
}

/** The whitelist routes over one clearance; `log` records the queries and bodies the page sent. */
export function clearancesHandlers(clearance: () => Clearance) {
  const log = {
    queries: [] as string[],
    revocationRequests: [] as unknown[],
    reviews: [] as { outcome: string; body: unknown }[],
  };
  const one = () => HttpResponse.json({ success: true, data: { clearance: clearance() } });
  const handlers = [
    http.get('*/api/v2/monitoring/clearances', ({ request }) => {
      log.queries.push(new URL(request.url).search);
      return HttpResponse.json({
        success: true,
        data: {
          clearances: [clearance()],
          pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
        },
      });
    }),
    http.post('*/api/v2/monitoring/clearances/:id/revocations', async ({ request }) => {
      log.revocationRequests.push(await request.json());
      return HttpResponse.json(
        { success: true, data: { clearance: clearance() } },
        { status: 201 },
      );
    }),
    http.post(
      '*/api/v2/monitoring/clearance-revocations/:id/:outcome',
      async ({ request, params }) => {
        log.reviews.push({ outcome: String(params.outcome), body: await request.json() });
        return one();
      },
    ),
  ];
  return { handlers, log };
}
