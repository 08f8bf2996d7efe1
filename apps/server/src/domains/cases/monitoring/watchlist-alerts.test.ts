import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertDetailResponseSchema,
  alertListResponseSchema,
  createSubjectResponseSchema,
  decisionResponseSchema,
} from '@sanctions/contracts';
import type { AlertSummary } from '@sanctions/contracts';
import { monitoringAlerts, monitoringClearances } from '../../../db/schema/monitoring';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { drainJobs, postForm, uploadForm } from '../../../../test/bulk-test-support';
import { addMember, callAs } from '../../../../test/organization-team';
import { pdfText } from '../../../../test/pdf-text';
import { createListsDir, importListsDir } from '../../../../test/search-test-support';
import {
  buildWatchlistOrganization,
  createWatchlist,
} from '../../../../test/watchlist-test-support';

const SUBJECTS = '/api/v2/monitoring/subjects';
const ALERTS = '/api/v2/monitoring/alerts';
const DECISIONS = '/api/v2/monitoring/decisions';

// Invented parties of an invented organisation's own list: no official list names them.
const HEADER = 'name,aliases,date of birth,nationality,reference,reason';
const THRELKELD =
  'Quentin Marlowe Vasquez-Threlkeld,Q. Threlkeld,1971-03-14,Portugal,INT-001,Chargeback fraud';
const FAULKES = 'Ottoline Brackenridge-Faulkes,,1980-02-02,Ireland,INT-002,Refused onboarding';

// ADR 042 in monitoring: the subjects of an organisation whose plan has watchlistScreening are screened
// against its own watchlists when added, on the nightly pass and when it uploads a new version (its added
// and changed rows), raising alerts of the kind `watchlist` that no other organisation sees.
describe('watchlist alerts in monitoring (issue 25 §2)', () => {
  let t: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    t = await buildTestApp({ env: { LISTS_DIR: lists.dir } });
    await importListsDir(t.app, t.db);
  });
  afterAll(async () => {
    await t?.close();
    await lists?.remove();
  });

  async function monitor(token: string, firstName: string, lastName: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: SUBJECTS,
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName, lastName, reference: `CUST-${lastName}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    return createSubjectResponseSchema.parse(response.json()).data.subject.id;
  }

  async function watchlistAlerts(token: string, subjectId: string): Promise<AlertSummary[]> {
    const queue = await callAs(t.app, token, 'GET', `${ALERTS}?subjectId=${subjectId}`);
    expect(queue.statusCode, queue.body).toBe(200);
    return alertListResponseSchema
      .parse(queue.json())
      .data.alerts.filter((alert) => alert.kind === 'watchlist');
  }

  it('a new subject on the watchlist raises a watchlist alert naming the list, version, reference and reason', async () => {
    const { organizationId, owner } = await buildWatchlistOrganization(t.app, t.db);
    const list = await createWatchlist(
      t.app,
      owner.accessToken,
      'Fraud blocklist',
      [HEADER, THRELKELD].join('\n'),
    );
    const subjectId = await monitor(owner.accessToken, 'Quentin Marlowe', 'Vasquez-Threlkeld');
    const [alert, ...more] = await watchlistAlerts(owner.accessToken, subjectId);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      kind: 'watchlist',
      status: 'open',
      trigger: 'subject_added',
      entry: { sanctionList: 'watchlist', listSource: 'Fraud blocklist' },
    });
    if (alert === undefined) throw new Error('no watchlist alert');
    // Stored apart from the official lists (migration 0026): no list, the watchlist named instead.
    const [stored] = await t.db
      .select({
        kind: monitoringAlerts.kind,
        sanctionList: monitoringAlerts.sanctionList,
        watchlistId: monitoringAlerts.watchlistId,
      })
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.id, alert.id));
    expect(stored).toEqual({ kind: 'watchlist', sanctionList: null, watchlistId: list.id });

    const detail = await callAs(t.app, owner.accessToken, 'GET', `${ALERTS}/${alert.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const { data } = alertDetailResponseSchema.parse(detail.json());
    expect(data.match).toBeUndefined();
    expect(data.pepMatch).toBeUndefined();
    expect(data.watchlistMatch?.watchlist).toMatchObject({
      id: list.id,
      name: 'Fraud blocklist',
      version: 1,
    });
    expect(data.watchlistMatch?.entry).toMatchObject({
      reference: 'INT-001',
      reason: 'Chargeback fraud',
    });
    const english = await callAs(
      t.app,
      owner.accessToken,
      'GET',
      `${ALERTS}/${alert.id}/report.pdf?lang=en`,
    );
    expect(english.statusCode, english.body.slice(0, 300)).toBe(200);
    const englishText = await pdfText(english.rawPayload);
    for (const expected of [
      'Own watchlist entry (not an official sanctions list)',
      'Fraud blocklist',
      'INT-001',
      'Chargeback fraud',
    ])
      expect(englishText).toContain(expected);
    // Labels wrap in the fact table's narrow column.
    expect(englishText).toMatch(/Watchlist\s+version/);
    const arabic = await callAs(
      t.app,
      owner.accessToken,
      'GET',
      `${ALERTS}/${alert.id}/report.pdf?lang=ar`,
    );
    expect(arabic.statusCode).toBe(200);
    const arabicText = await pdfText(arabic.rawPayload);
    expect(arabicText).toMatch(/إصدار\s+قائمة\s+المراقبة/);
    expect(arabicText).toContain('INT-001');

    // Another organisation never sees it, nor is its own subject of that name screened on this list.
    const other = await buildWatchlistOrganization(t.app, t.db);
    const foreign = await callAs(t.app, other.owner.accessToken, 'GET', `${ALERTS}/${alert.id}`);
    expect(foreign.statusCode).toBe(404);
    const theirs = await monitor(other.owner.accessToken, 'Quentin Marlowe', 'Vasquez-Threlkeld');
    expect(await watchlistAlerts(other.owner.accessToken, theirs)).toEqual([]);
    expect(organizationId).not.toBe(other.organizationId);
  });

  it('a new version screens the subjects against its added and changed rows only, once', async () => {
    const { owner } = await buildWatchlistOrganization(t.app, t.db);
    const list = await createWatchlist(
      t.app,
      owner.accessToken,
      'Refused',
      [HEADER, THRELKELD].join('\n'),
    );
    const threlkeld = await monitor(owner.accessToken, 'Quentin Marlowe', 'Vasquez-Threlkeld');
    const faulkes = await monitor(owner.accessToken, 'Ottoline', 'Brackenridge-Faulkes');
    await drainJobs(t.app);
    expect(await watchlistAlerts(owner.accessToken, faulkes)).toEqual([]);
    const [first] = await watchlistAlerts(owner.accessToken, threlkeld);

    const upload = await postForm(
      t.app,
      owner.accessToken,
      `/api/v2/organization/watchlists/${list.id}/versions`,
      uploadForm([HEADER, THRELKELD, FAULKES].join('\n'), 'refused-v2.csv'),
    );
    expect(upload.statusCode, upload.body).toBe(201);
    await drainJobs(t.app);

    const [added, ...more] = await watchlistAlerts(owner.accessToken, faulkes);
    expect(more).toEqual([]);
    expect(added).toMatchObject({ trigger: 'list_update', entry: { listSource: 'Refused' } });
    if (added === undefined) throw new Error('no alert on the added row');
    const detail = await callAs(t.app, owner.accessToken, 'GET', `${ALERTS}/${added.id}`);
    const { data } = alertDetailResponseSchema.parse(detail.json());
    expect(data.watchlistMatch?.watchlist.version).toBe(2);
    expect(data.watchlistMatch?.entry.reference).toBe('INT-002');
    // The unchanged row raised nothing new.
    expect(await watchlistAlerts(owner.accessToken, threlkeld)).toEqual([first]);

    // A version without the row closes its undecided alert.
    const removal = await postForm(
      t.app,
      owner.accessToken,
      `/api/v2/organization/watchlists/${list.id}/versions`,
      uploadForm([HEADER, FAULKES].join('\n'), 'refused-v3.csv'),
    );
    expect(removal.statusCode, removal.body).toBe(201);
    await drainJobs(t.app);
    expect(await watchlistAlerts(owner.accessToken, threlkeld)).toEqual([]);
    if (first === undefined) throw new Error('no first alert');
    const closed = await callAs(t.app, owner.accessToken, 'GET', `${ALERTS}/${first.id}`);
    expect(alertDetailResponseSchema.parse(closed.json()).data.status).toBe('closed');
    expect(await watchlistAlerts(owner.accessToken, faulkes)).toHaveLength(1);
  });

  it('four-eyes: a member proposes a false positive, an owner approves, and the row does not alert again', async () => {
    const { organizationId, owner } = await buildWatchlistOrganization(t.app, t.db);
    const member = await addMember(t.app, t.db, organizationId, 'member');
    const list = await createWatchlist(
      t.app,
      owner.accessToken,
      'Staff conflicts',
      [HEADER, FAULKES].join('\n'),
    );
    const subjectId = await monitor(member.accessToken, 'Ottoline', 'Brackenridge-Faulkes');
    const [alert] = await watchlistAlerts(member.accessToken, subjectId);
    if (alert === undefined) throw new Error('no watchlist alert');
    const proposed = await callAs(
      t.app,
      member.accessToken,
      'POST',
      `${ALERTS}/${alert.id}/decisions`,
      {
        decision: 'false_positive',
        reason: 'Different person',
      },
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    const decision = decisionResponseSchema.parse(proposed.json()).data.decision;
    expect(decision.requiresApproval).toBe(true);
    const byMaker = await callAs(
      t.app,
      member.accessToken,
      'POST',
      `${DECISIONS}/${decision.id}/approve`,
      {
        reason: 'Checked',
      },
    );
    expect(byMaker.statusCode).not.toBe(200);
    const approved = await callAs(
      t.app,
      owner.accessToken,
      'POST',
      `${DECISIONS}/${decision.id}/approve`,
      {
        reason: 'Checked',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const clearances = await t.db
      .select({
        kind: monitoringClearances.kind,
        sanctionList: monitoringClearances.sanctionList,
        watchlistId: monitoringClearances.watchlistId,
      })
      .from(monitoringClearances)
      .where(eq(monitoringClearances.alertId, alert.id));
    expect(clearances).toEqual([{ kind: 'watchlist', sanctionList: null, watchlistId: list.id }]);

    // The same row in a new version (content unchanged, line moved) stands cleared.
    const upload = await postForm(
      t.app,
      owner.accessToken,
      `/api/v2/organization/watchlists/${list.id}/versions`,
      uploadForm([HEADER, THRELKELD, FAULKES].join('\n'), 'conflicts-v2.csv'),
    );
    expect(upload.statusCode, upload.body).toBe(201);
    await drainJobs(t.app);
    // The queue lists undecided alerts: none was raised again.
    expect(await watchlistAlerts(member.accessToken, subjectId)).toEqual([]);
    const decided = await callAs(t.app, member.accessToken, 'GET', `${ALERTS}/${alert.id}`);
    expect(alertDetailResponseSchema.parse(decided.json()).data).toMatchObject({
      status: 'decided',
      resolution: 'false_positive',
    });
  });

  it('deleting a watchlist closes its undecided alerts with the reason on their history, not the decided ones', async () => {
    const { organizationId, owner } = await buildWatchlistOrganization(t.app, t.db);
    const list = await createWatchlist(
      t.app,
      owner.accessToken,
      'Former customers',
      [HEADER, THRELKELD, FAULKES].join('\n'),
    );
    await createWatchlist(t.app, owner.accessToken, 'Kept', [HEADER, FAULKES].join('\n'));
    const threlkeld = await monitor(owner.accessToken, 'Quentin Marlowe', 'Vasquez-Threlkeld');
    const faulkes = await monitor(owner.accessToken, 'Ottoline', 'Brackenridge-Faulkes');
    const [open] = await watchlistAlerts(owner.accessToken, threlkeld);
    const both = await watchlistAlerts(owner.accessToken, faulkes);
    const decided = both.find((alert) => alert.entry.listSource === 'Former customers');
    const onKept = both.find((alert) => alert.entry.listSource === 'Kept');
    if (open === undefined || decided === undefined || onKept === undefined)
      throw new Error('expected three watchlist alerts');
    // Decided through four eyes: a member proposes, the owner approves.
    const member = await addMember(t.app, t.db, organizationId, 'member');
    const proposed = await callAs(
      t.app,
      member.accessToken,
      'POST',
      `${ALERTS}/${decided.id}/decisions`,
      { decision: 'true_match', reason: 'Same person, refused' },
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    const decision = decisionResponseSchema.parse(proposed.json()).data.decision;
    const approved = await callAs(
      t.app,
      owner.accessToken,
      'POST',
      `${DECISIONS}/${decision.id}/approve`,
      { reason: 'Checked' },
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const deleted = await callAs(
      t.app,
      owner.accessToken,
      'DELETE',
      `/api/v2/organization/watchlists/${list.id}`,
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    const closed = alertDetailResponseSchema.parse(
      (await callAs(t.app, owner.accessToken, 'GET', `${ALERTS}/${open.id}`)).json(),
    ).data;
    expect(closed).toMatchObject({
      status: 'closed',
      closedNote: 'The watchlist was deleted by the organisation.',
    });
    // The deleter closed it: the event's actor, not the system's null, and still named in the details.
    expect(closed.events.at(-1)).toMatchObject({
      kind: 'closed',
      actor: { id: owner.user.id, name: `${owner.user.firstName} ${owner.user.lastName}` },
      details: {
        reason: 'watchlist_deleted',
        watchlistId: list.id,
        watchlistName: 'Former customers',
        deletedBy: owner.user.id,
      },
    });
    // The evidence stays readable: the row, as it was hit, is still on the alert.
    expect(closed.watchlistMatch?.entry.reference).toBe('INT-001');
    const stillDecided = alertDetailResponseSchema.parse(
      (await callAs(t.app, owner.accessToken, 'GET', `${ALERTS}/${decided.id}`)).json(),
    ).data;
    expect(stillDecided).toMatchObject({ status: 'decided', resolution: 'true_match' });
    expect(stillDecided.events.some((event) => event.kind === 'closed')).toBe(false);
    // Another watchlist's alert on the same subject is untouched.
    expect(await watchlistAlerts(owner.accessToken, faulkes)).toEqual([onKept]);
  });
});
