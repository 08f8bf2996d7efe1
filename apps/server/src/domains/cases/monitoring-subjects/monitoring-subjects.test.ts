import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiKeyCreatedSchema,
  createSubjectResponseSchema,
  errorEnvelopeSchema,
  monitoringSettingsResponseSchema,
  subjectListResponseSchema,
  subjectResponseSchema,
  subjectsFromBulkResponseSchema,
} from '@sanctions/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { alertEvents, monitoringAlerts } from '../../../db/schema/monitoring';
import { organizations } from '../../../db/schema/organizations';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
} from '../../../../test/search-test-support';
import { addMember } from '../../../../test/organization-team';
import {
  buildMonitoringOrganization,
  drainJobs,
  startBulkCsv,
} from '../../../../test/cases/monitoring-test-support';

const SUBJECTS = '/api/v2/monitoring/subjects';
const SETTINGS = '/api/v2/monitoring/settings';
const MISSING_ID = '5b0f1f7e-8a54-4f64-9f39-0f6a8f1d2c3b';

describe('monitored subjects and settings (/api/v2/monitoring/subjects, /settings)', () => {
  let t: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-11-25T09:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    t = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(t.app, t.db);
  });
  afterAll(async () => {
    await t?.close();
    await lists?.remove();
  });

  const call = (
    auth: { token?: string; key?: string },
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        ...(auth.key ? { 'x-api-key': auth.key } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  const create = async (token: string, payload: Record<string, unknown>) => {
    const response = await call({ token }, 'POST', SUBJECTS, payload);
    expect(response.statusCode, response.body).toBe(201);
    return createSubjectResponseSchema.parse(response.json()).data;
  };
  const list = async (token: string, query = '') => {
    const response = await call({ token }, 'GET', `${SUBJECTS}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return subjectListResponseSchema.parse(response.json()).data;
  };

  it('adds, lists, searches, pauses, resumes and removes a subject of an organisation', async () => {
    const { organization, member } = await buildMonitoringOrganization(t.app, t.db);
    const colleague = await addMember(t.app, t.db, organization.id, 'member');
    const { subject, alertsRaised } = await create(member.token, {
      firstName: ' Zebulon ',
      lastName: 'Quixotewhistle',
      dateOfBirth: '1970-03',
      nationality: 'Jordan',
      reference: 'CUST-001',
    });
    expect(alertsRaised).toBe(0);
    expect(subject).toMatchObject({
      subjectType: 'person',
      firstName: 'Zebulon',
      lastName: 'Quixotewhistle',
      arabicName: '',
      dateOfBirth: '1970-03',
      nationality: 'Jordan',
      reference: 'CUST-001',
      status: 'active',
      source: 'manual',
      openAlerts: 0,
      createdBy: { id: member.user.id },
    });
    expect(subject.lastScreenedAt).not.toBeNull();
    clock.advance(1_000);
    await create(colleague.accessToken, {
      subjectType: 'organization',
      arabicName: 'شركة النجمة الزرقاء',
      reference: 'CUST-002',
    });

    // The colleague sees the organisation's subjects, whoever added them; newest first.
    const all = await list(colleague.accessToken);
    expect(all.subjects.map((s) => s.reference)).toEqual(['CUST-002', 'CUST-001']);
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect((await list(member.token, '?search=quixote')).subjects.map((s) => s.id)).toEqual([
      subject.id,
    ]);
    expect((await list(member.token, '?search=cust-002')).subjects).toHaveLength(1);
    expect((await list(member.token, '?search=النجمة')).subjects).toHaveLength(1);
    expect((await list(member.token, '?limit=1&page=2')).subjects[0]?.id).toBe(subject.id);

    const paused = await call({ token: member.token }, 'PATCH', `${SUBJECTS}/${subject.id}`, {
      status: 'paused',
      reference: 'CUST-001-B',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(subjectResponseSchema.parse(paused.json()).data.subject).toMatchObject({
      status: 'paused',
      reference: 'CUST-001-B',
    });
    expect((await list(member.token, '?status=paused')).subjects).toHaveLength(1);
    expect((await list(member.token, '?status=active')).subjects).toHaveLength(1);
    const resumed = await call({ token: member.token }, 'PATCH', `${SUBJECTS}/${subject.id}`, {
      status: 'active',
    });
    expect(subjectResponseSchema.parse(resumed.json()).data.subject.status).toBe('active');

    const removed = await call(
      { token: colleague.accessToken },
      'DELETE',
      `${SUBJECTS}/${subject.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(subjectResponseSchema.parse(removed.json()).data.subject.status).toBe('removed');
    expect((await list(member.token)).subjects.map((s) => s.reference)).toEqual(['CUST-002']);
    expect((await list(member.token, '?status=removed')).subjects[0]?.id).toBe(subject.id);
    const read = await call({ token: member.token }, 'GET', `${SUBJECTS}/${subject.id}`);
    expect(subjectResponseSchema.parse(read.json()).data.subject.status).toBe('removed');
    const resumeRemoved = await call(
      { token: member.token },
      'PATCH',
      `${SUBJECTS}/${subject.id}`,
      {
        status: 'active',
      },
    );
    expect(resumeRemoved.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(resumeRemoved.json()).code).toBe('CONFLICT');
  });

  it('refuses bad input with the field and a clear message, and a second copy of the same subject', async () => {
    const { token } = await createSignedInUser(t.app, t.db);
    const noName = await call({ token }, 'POST', SUBJECTS, { firstName: '  ', reference: 'X' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('At least one name field must be provided');
    const badDate = await call({ token }, 'POST', SUBJECTS, {
      firstName: 'Ann',
      dateOfBirth: '12/03/1970',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body).toContain('Use YYYY, YYYY-MM or YYYY-MM-DD');
    const badType = await call({ token }, 'POST', SUBJECTS, {
      firstName: 'Ann',
      subjectType: 'ship',
    });
    expect(badType.statusCode).toBe(400);
    const emptyPatch = await call({ token }, 'PATCH', `${SUBJECTS}/${MISSING_ID}`, {});
    expect(emptyPatch.statusCode).toBe(400);
    expect(emptyPatch.body).toContain('Nothing to update');

    await create(token, { firstName: 'Ann', lastName: 'Example', nationality: 'France' });
    // Typed differently, the same subject: refused so its alerts are not raised twice.
    const again = await call({ token }, 'POST', SUBJECTS, {
      firstName: 'ANN',
      lastName: ' example ',
      nationality: 'france',
    });
    expect(again.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(again.json()).message).toContain('already monitored');
    // Another birth date is another person.
    await create(token, { firstName: 'Ann', lastName: 'Example', dateOfBirth: '1980' });
  });

  it("answers 404 for another organisation's or another standalone user's subject", async () => {
    const first = await buildMonitoringOrganization(t.app, t.db);
    const second = await buildMonitoringOrganization(t.app, t.db);
    const standalone = await createSignedInUser(t.app, t.db);
    const otherStandalone = await createSignedInUser(t.app, t.db);
    const { subject } = await create(first.member.token, { firstName: 'Scoped', lastName: 'One' });
    const own = await create(standalone.token, { firstName: 'Own', lastName: 'Standalone' });
    for (const token of [second.member.token, standalone.token]) {
      for (const [method, payload] of [
        ['GET', undefined],
        ['PATCH', { status: 'paused' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call({ token }, method, `${SUBJECTS}/${subject.id}`, payload);
        expect(response.statusCode, `${method} ${response.body}`).toBe(404);
        expect(errorEnvelopeSchema.parse(response.json()).message).toBe(
          'Monitored subject not found',
        );
      }
    }
    const foreign = await call(
      { token: otherStandalone.token },
      'GET',
      `${SUBJECTS}/${own.subject.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await list(second.member.token)).subjects).toEqual([]);
    expect((await list(otherStandalone.token)).subjects).toEqual([]);
    expect((await list(standalone.token)).subjects.map((s) => s.id)).toEqual([own.subject.id]);
    const unknown = await call({ token: standalone.token }, 'GET', `${SUBJECTS}/not-a-uuid`);
    expect(unknown.statusCode).toBe(404);
  });

  it('a subject named like a listed person raises alerts at once; removing it closes them with a note', async () => {
    const { token, user } = await createSignedInUser(t.app, t.db);
    const { subject, alertsRaised } = await create(token, {
      firstName: 'Saddam',
      lastName: 'Hussein Al-Tikriti',
      source: 'search',
      sourceRef: 'search-123',
    });
    expect(alertsRaised).toBeGreaterThan(0);
    expect(subject).toMatchObject({ source: 'search', sourceRef: 'search-123' });
    expect(subject.openAlerts).toBe(alertsRaised);
    const alerts = await t.db
      .select()
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.subjectId, subject.id));
    expect(alerts.every((a) => a.status === 'open' && a.trigger === 'subject_added')).toBe(true);
    expect(alerts.some((a) => a.sanctionList === 'un')).toBe(true);

    const removed = await call({ token }, 'DELETE', `${SUBJECTS}/${subject.id}`);
    expect(subjectResponseSchema.parse(removed.json()).data.subject.openAlerts).toBe(0);
    const closed = await t.db
      .select()
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.subjectId, subject.id));
    expect(closed.map((a) => [a.status, a.closedNote, a.version])).toEqual(
      alerts.map(() => ['closed', 'subject removed', 2]),
    );
    const [firstAlert] = alerts;
    if (!firstAlert) throw new Error('no alert');
    const events = await t.db
      .select()
      .from(alertEvents)
      .where(eq(alertEvents.alertId, firstAlert.id));
    expect(events.map((e) => [e.kind, e.text, e.actorId])).toContainEqual([
      'closed',
      'subject removed',
      user.id,
    ]);
    // A second removal changes nothing.
    const again = await call({ token }, 'DELETE', `${SUBJECTS}/${subject.id}`);
    expect(again.statusCode).toBe(200);
  });

  it('API keys with the monitoring scope reach the subjects (source api); other keys get 403, keys on settings 401', async () => {
    const { token } = await createSignedInUser(t.app, t.db);
    const keyOf = async (scopes: string[]) => {
      const reply = await call({ token }, 'POST', '/api/v2/user/api-keys', {
        name: `key ${scopes.join(' ')}`,
        scopes,
      });
      expect(reply.statusCode, reply.body).toBe(201);
      return apiKeyCreatedSchema.parse(reply.json().data).key;
    };
    const monitoringKey = await keyOf(['monitoring']);
    const searchKey = await keyOf(['search']);
    const created = await call({ key: monitoringKey }, 'POST', SUBJECTS, {
      firstName: 'Keyed',
      lastName: 'Subject',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { subject } = createSubjectResponseSchema.parse(created.json()).data;
    expect(subject.source).toBe('api');
    const listed = await call({ key: monitoringKey }, 'GET', SUBJECTS);
    expect(subjectListResponseSchema.parse(listed.json()).data.subjects.map((s) => s.id)).toEqual([
      subject.id,
    ]);
    const deleted = await call({ key: monitoringKey }, 'DELETE', `${SUBJECTS}/${subject.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call({ key: searchKey }, 'GET', SUBJECTS)).statusCode).toBe(403);
    expect((await call({ key: monitoringKey }, 'GET', SETTINGS)).statusCode).toBe(401);
    expect((await call({}, 'GET', SUBJECTS)).statusCode).toBe(401);
  });

  it('settings: everyone reads the threshold; owners and admins set it (70-100); members 403; standalone 404', async () => {
    const { organization, member } = await buildMonitoringOrganization(t.app, t.db);
    const admin = await addMember(t.app, t.db, organization.id, 'admin');
    const read = async (token: string) => {
      const response = await call({ token }, 'GET', SETTINGS);
      expect(response.statusCode, response.body).toBe(200);
      return monitoringSettingsResponseSchema.parse(response.json()).data.threshold;
    };
    expect(await read(member.token)).toBe(80);
    const byMember = await call({ token: member.token }, 'PUT', SETTINGS, { threshold: 90 });
    expect(byMember.statusCode).toBe(403);
    for (const threshold of [69, 101, 85.5, '90']) {
      const bad = await call({ token: admin.accessToken }, 'PUT', SETTINGS, { threshold });
      expect(bad.statusCode, String(threshold)).toBe(400);
    }
    const set = await call({ token: admin.accessToken }, 'PUT', SETTINGS, { threshold: 90 });
    expect(set.statusCode, set.body).toBe(200);
    expect(await read(member.token)).toBe(90);
    const [stored] = await t.db
      .select({ threshold: organizations.monitoringThreshold })
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(stored?.threshold).toBe(90);

    const standalone = await createSignedInUser(t.app, t.db);
    expect(await read(standalone.token)).toBe(80);
    const refused = await call({ token: standalone.token }, 'PUT', SETTINGS, { threshold: 90 });
    expect(refused.statusCode).toBe(404);
  });

  it('adds the rows of a finished bulk job: all valid rows or the clear ones, never twice', async () => {
    const { member } = await buildMonitoringOrganization(t.app, t.db);
    const other = await buildMonitoringOrganization(t.app, t.db);
    const file = [
      'Reference,First name,Last name',
      'R-1,Zebulon,Quixotewhistle',
      'R-2,Saddam,Hussein Al-Tikriti',
      'R-3,,',
      'R-4,Zebulon,Quixotewhistle',
      'R-5,Marigold,Fenwickstone',
    ].join('\n');
    const job = await startBulkCsv(t.app, member.token, file);
    const early = await call(
      { token: member.token },
      'POST',
      `${SUBJECTS}/from-bulk/${job.jobId}`,
      {
        rows: 'all',
      },
    );
    expect(early.statusCode).toBe(409);
    await drainJobs(t.app);

    const foreign = await call(
      { token: other.member.token },
      'POST',
      `${SUBJECTS}/from-bulk/${job.jobId}`,
      { rows: 'all' },
    );
    expect(foreign.statusCode).toBe(404);

    const clear = await call(
      { token: member.token },
      'POST',
      `${SUBJECTS}/from-bulk/${job.jobId}`,
      {
        rows: 'clear',
      },
    );
    expect(clear.statusCode, clear.body).toBe(200);
    // are clear; R-4 repeats R-1.
    expect(subjectsFromBulkResponseSchema.parse(clear.json()).data).toEqual({
      added: 2,
      duplicates: 1,
      alertsRaised: 0,
    });
    const all = await call({ token: member.token }, 'POST', `${SUBJECTS}/from-bulk/${job.jobId}`, {
      rows: 'all',
    });
    const allResult = subjectsFromBulkResponseSchema.parse(all.json()).data;
    expect(allResult.added).toBe(1);
    expect(allResult.duplicates).toBe(3);
    expect(allResult.alertsRaised).toBeGreaterThan(0);
    const subjects = (await list(member.token)).subjects;
    expect(subjects.map((s) => s.reference).sort()).toEqual(['R-1', 'R-2', 'R-5']);
    expect(subjects.every((s) => s.source === 'bulk' && s.sourceRef === job.jobId)).toBe(true);
    expect(subjects.find((s) => s.reference === 'R-2')?.openAlerts).toBe(allResult.alertsRaised);
  });
});
