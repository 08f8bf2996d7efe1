import type { Subject } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';

export const SUBJECT_ID = '7d3b8f0e-4c1a-4e43-9a55-0c7e4f5a1b21';

export function buildSubject(overrides: Partial<Subject> = {}): Subject {
  return {
    id: SUBJECT_ID,
    subjectType: 'person',
    firstName: 'Layla',
    lastName: 'Haddad',
    arabicName: 'ليلى حداد',
    dateOfBirth: '1980-04',
    nationality: 'Jordan',
    reference: 'CUST-7',
    status: 'active',
    source: 'manual',
    sourceRef: null,
    createdBy: { id: 'u-1', name: 'Ana Analyst' },
    createdAt: '2026-11-25T09:00:00.000Z',
    lastScreenedAt: '2026-11-25T09:00:01.000Z',
    openAlerts: 0,
    ...overrides,
  };
}

export interface MonitoringLog {
  creates: unknown[];
  listQueries: URLSearchParams[];
  patches: unknown[];
  removes: string[];
  thresholds: unknown[];
}

const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });

/** The monitoring routes answered from an in-memory list that the handlers change like the server. */
export function monitoringHandlers({
  subjects = [buildSubject()],
  threshold = 80,
  alertsRaised = 0,
}: { subjects?: Subject[]; threshold?: number; alertsRaised?: number } = {}) {
  const log: MonitoringLog = {
    creates: [],
    listQueries: [],
    patches: [],
    removes: [],
    thresholds: [],
  };
  let stored = [...subjects];
  let currentThreshold = threshold;
  const handlers = [
    http.get('*/api/v2/monitoring/subjects', ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.listQueries.push(query);
      const status = query.get('status');
      const search = query.get('search')?.toLowerCase();
      const shown = stored.filter(
        (s) =>
          (status ? s.status === status : s.status !== 'removed') &&
          (!search ||
            `${s.firstName} ${s.lastName} ${s.arabicName} ${s.reference ?? ''}`
              .toLowerCase()
              .includes(search)),
      );
      return ok({
        subjects: shown,
        pagination: { page: 1, limit: 20, total: shown.length, totalPages: 1 },
      });
    }),
    http.post('*/api/v2/monitoring/subjects', async ({ request }) => {
      const body = await request.json();
      log.creates.push(body);
      const subject = buildSubject({
        id: `00000000-0000-4000-8000-${String(stored.length + 1).padStart(12, '0')}`,
        firstName: 'New',
        lastName: 'Subject',
        arabicName: '',
        reference: null,
        openAlerts: alertsRaised,
      });
      stored = [subject, ...stored];
      return ok({ subject, alertsRaised }, 201);
    }),
    http.patch('*/api/v2/monitoring/subjects/:id', async ({ request, params }) => {
      const body = await request.json();
      log.patches.push(body);
      const status =
        typeof body === 'object' && body !== null && 'status' in body && body.status === 'paused'
          ? 'paused'
          : 'active';
      stored = stored.map((s) => (s.id === params.id ? { ...s, status } : s));
      return ok({ subject: stored.find((s) => s.id === params.id) });
    }),
    http.delete('*/api/v2/monitoring/subjects/:id', ({ params }) => {
      log.removes.push(String(params.id));
      stored = stored.map((s) =>
        s.id === params.id ? { ...s, status: 'removed' as const, openAlerts: 0 } : s,
      );
      return ok({ subject: stored.find((s) => s.id === params.id) });
    }),
    http.get('*/api/v2/monitoring/settings', () => ok({ threshold: currentThreshold })),
    http.put('*/api/v2/monitoring/settings', async ({ request }) => {
      const body = await request.json();
      log.thresholds.push(body);
      if (typeof body === 'object' && body !== null && 'threshold' in body) {
        currentThreshold = Number(body.threshold);
      }
      return ok({ threshold: currentThreshold });
    }),
  ];
  return { handlers, log };
}
