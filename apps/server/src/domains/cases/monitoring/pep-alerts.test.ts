import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertDetailResponseSchema,
  alertListResponseSchema,
  createSubjectResponseSchema,
} from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildBulkOrganization } from '../../../../test/bulk-test-support';
import {
  callAs,
  createListsDir,
  createSignedInUser,
  importListsDir,
} from '../../../../test/search-test-support';
import { SHARED_DATA_DIR } from '../../../../test/shared-data';

/** The real CC0 files of unitedstates/congress-legislators (see the shared data's PROVENANCE.md). */
const CONGRESS_DIR = join(SHARED_DATA_DIR, 'lists-more', 'pep-us-congress');
const SUBJECTS = '/api/v2/monitoring/subjects';
const ALERTS = '/api/v2/monitoring/alerts';

// ADR 040 in monitoring: a subject of an organisation whose plan has pepCheck who is a politically exposed
// person raises a PEP alert, its own kind (enhanced due diligence), never on a plan without pepCheck.
describe('PEP alerts in monitoring (issue 25)', () => {
  let t: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-07-01T09:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    await symlink(CONGRESS_DIR, join(lists.dir, 'pep_us_congress'));
    t = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(t.app, t.db);
  });
  afterAll(async () => {
    await t?.close();
    await lists?.remove();
  });

  async function monitorSenator(token: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: SUBJECTS,
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName: 'Charles', lastName: 'Grassley', reference: 'CUST-PEP-1' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = createSubjectResponseSchema.parse(response.json()).data;
    const queue = await callAs(t.app, token, 'GET', `${ALERTS}?subjectId=${created.subject.id}`);
    expect(queue.statusCode, queue.body).toBe(200);
    return { created, alerts: alertListResponseSchema.parse(queue.json()).data.alerts };
  }

  it('raises a PEP alert with the position on a plan with pepCheck, apart from sanctions alerts', async () => {
    const { member } = await buildBulkOrganization(t.app, t.db, { pepCheck: true });
    const { created, alerts } = await monitorSenator(member.token);
    expect(created.alertsRaised).toBeGreaterThan(0);
    const pep = alerts.filter((alert) => alert.kind === 'pep');
    expect(pep.map((alert) => [alert.entry.sanctionList, alert.entry.sourceId])).toContainEqual([
      'pep_us_congress',
      'G000386',
    ]);
    const alert = pep.find((a) => a.entry.sourceId === 'G000386');
    if (alert === undefined) throw new Error('no PEP alert');
    expect(alert).toMatchObject({ status: 'open', trigger: 'subject_added' });

    const detail = await callAs(t.app, member.token, 'GET', `${ALERTS}/${alert.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const { data } = alertDetailResponseSchema.parse(detail.json());
    expect(data.match).toBeUndefined();
    expect(data.pepMatch?.action).toBe('enhanced_due_diligence');
    expect(data.pepMatch?.pepEntry.positions.some((p) => /Senator for IA/.test(p.role))).toBe(true);
    expect(data.pepMatch?.analysis.en).toMatch(/enhanced due diligence/i);

    const report = await callAs(t.app, member.token, 'GET', `${ALERTS}/${alert.id}/report.pdf`);
    expect(report.statusCode, report.body.slice(0, 300)).toBe(200);
  });

  it('raises no PEP alert on a plan without pepCheck, nor for a standalone user', async () => {
    const { member } = await buildBulkOrganization(t.app, t.db, { pepCheck: false });
    const { alerts } = await monitorSenator(member.token);
    expect(alerts.filter((alert) => alert.kind === 'pep')).toEqual([]);
    expect(JSON.stringify(alerts)).not.toContain('pep_us_congress');

    const standalone = await createSignedInUser(t.app, t.db);
    const own = await monitorSenator(standalone.token);
    expect(own.alerts.filter((alert) => alert.kind === 'pep')).toEqual([]);
  });

  it("answers 404 for another organisation's PEP alert", async () => {
    const { member } = await buildBulkOrganization(t.app, t.db, { pepCheck: true });
    const { alerts } = await monitorSenator(member.token);
    const alert = alerts.find((a) => a.kind === 'pep');
    if (alert === undefined) throw new Error('no PEP alert');
    const other = await buildBulkOrganization(t.app, t.db, { pepCheck: true });
    const response = await callAs(t.app, other.member.token, 'GET', `${ALERTS}/${alert.id}`);
    expect(response.statusCode).toBe(404);
  });
});
