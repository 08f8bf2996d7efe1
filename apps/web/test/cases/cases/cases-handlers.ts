import { alertDetailSchema } from '@sanctions/contracts';
import type { AlertDetail, DecisionRecord } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';

export const ALERT_ID = '7d1e2f30-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const SUBJECT_ID = '6c1e2f30-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
export const DECISION_ID = '8e1e2f30-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

const ENTRY = {
  sanctionList: 'un',
  sourceId: 'QDi.006',
  listSource: 'UN Consolidated List',
  fullName: 'AIMAN MUHAMMED RABI AL-ZAWAHIRI',
  firstName: 'AIMAN',
  lastName: 'AL-ZAWAHIRI',
  arabicName: 'أيمن محمد ربيع الظواهري',
  nationality: 'Egypt',
  dateOfBirth: '1951-06-19',
  additionalInfo: '',
  isActive: true,
  lastUpdated: null,
  aliases: [{ name: 'Ayman al-Zawahari', kind: 'aka', script: 'latin' }],
} as const;

/** A case as GET /api/v2/monitoring/alerts/{id} answers it, validated by the contract. */
export function buildAlert(overrides: Partial<AlertDetail> = {}): AlertDetail {
  return alertDetailSchema.parse({
    id: ALERT_ID,
    subject: {
      id: SUBJECT_ID,
      subjectType: 'person',
      firstName: 'Aiman',
      lastName: 'Zawahiri',
      arabicName: '',
      dateOfBirth: '1990-01-01',
      nationality: 'JO',
      reference: 'CUST-1',
      status: 'active',
      source: 'manual',
      sourceRef: null,
      createdBy: { id: null, name: 'Layla Haddad' },
      createdAt: '2026-11-20T09:00:00.000Z',
      lastScreenedAt: '2026-11-20T09:00:00.000Z',
      openAlerts: 1,
    },
    entry: { ...ENTRY, contentHash: 'h1' },
    confidence: 91,
    riskLevel: 'high',
    status: 'open',
    resolution: null,
    trigger: 'subject_added',
    assignee: null,
    version: 3,
    raisedAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    match: {
      sanctionEntry: ENTRY,
      confidence: 91,
      riskLevel: 'high',
      status: 'review_required',
      matchType: 'fuzzy',
      matchedName: ENTRY.fullName,
      matchedNameKind: 'primary',
      aiAnalysis: 'Close name',
      analysis: { en: 'Close name', ar: 'اسم قريب' },
      explanation: { tokens: [], evidence: [] },
    },
    raisedByListVersion: { sanctionList: 'un', listSource: 'UN Consolidated List' },
    listVersions: [],
    algorithmVersion: 'test',
    decisions: [],
    events: [
      {
        id: 'e1',
        kind: 'raised',
        actor: null,
        text: null,
        details: {},
        createdAt: '2026-11-20T09:00:00.000Z',
      },
    ],
    permissions: { decide: true, review: [], assign: true },
    closedNote: null,
    ...overrides,
  });
}

export function buildProposal(overrides: Partial<DecisionRecord> = {}): DecisionRecord {
  return {
    id: DECISION_ID,
    alertId: ALERT_ID,
    decision: 'false_positive',
    reason: 'Different birth year',
    maker: { id: 'maker-id', name: 'Omar Said' },
    alertVersion: 3,
    createdAt: '2026-11-21T09:00:00.000Z',
    approval: null,
    requiresApproval: true,
    ...overrides,
  };
}

/**
 * The case routes: `alerts` answers the case (a function, so a test can change it between calls);
 * decisions answer `decisionReply` (a 409 stale, say) or 201; everything sent is logged.
 */
export function casesHandlers(options: {
  alert: () => AlertDetail;
  decisionReply?: () => Response | undefined;
}) {
  const log = { decisions: [] as unknown[], reviews: [] as { url: string; body: unknown }[] };
  const handlers = [
    http.get('*/api/v2/monitoring/alerts/:id', () =>
      HttpResponse.json({ success: true, data: options.alert() }),
    ),
    http.get('*/api/v2/monitoring/reviewers', () =>
      HttpResponse.json({ success: true, data: { colleagues: [] } }),
    ),
    http.post('*/api/v2/monitoring/alerts/:id/decisions', async ({ request }) => {
      log.decisions.push(await request.json());
      const reply = options.decisionReply?.();
      if (reply) return reply;
      return HttpResponse.json(
        { success: true, data: { decision: buildProposal() } },
        { status: 201 },
      );
    }),
    http.post('*/api/v2/monitoring/decisions/:id/:outcome', async ({ request }) => {
      log.reviews.push({ url: request.url, body: await request.json() });
      return HttpResponse.json({
        success: true,
        data: {
          decision: buildProposal({
            approval: {
              id: 'a1',
              outcome: 'approved',
              reason: 'Agreed',
              reviewer: { id: 'r', name: 'Karim Mansour' },
              createdAt: '2026-11-21T10:00:00.000Z',
            },
          }),
        },
      });
    }),
  ];
  return { handlers, log };
}
