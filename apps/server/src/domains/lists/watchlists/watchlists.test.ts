import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorEnvelopeSchema,
  readWatchlistRowIssue,
  searchEvidenceResponseSchema,
  searchResponseSchema,
  watchlistDetailReplySchema,
  watchlistListReplySchema,
} from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { postForm, uploadForm } from '../../../../test/bulk-test-support';
import { buildUser } from '../../../../test/factories';
import { addMember, callAs, signInAs } from '../../../../test/organization-team';
import { createListsDir, importListsDir, postSearch } from '../../../../test/search-test-support';
import {
  buildWatchlistOrganization,
  createWatchlist,
  postWatchlist,
} from '../../../../test/watchlist-test-support';

// Invented parties of an invented organisation's own list: no official list names them.
const FIRST_CSV = [
  'Name,Aliases,Date of Birth,Nationality,Reference,Reason',
  'Quentin Marlowe Vasquez-Threlkeld,Q. Threlkeld;Quentin Threlkeld,1971-03-14,Portugal,INT-001,Chargeback fraud 2024',
  'Ottoline Brackenbury,,1985,United Kingdom,INT-002,Refused onboarding',
  'Harrowgate Shipping Consultancy,,,Cyprus,INT-003,Internal blocklist',
].join('\n');

// INT-001 changed (reason), INT-002 kept, INT-003 removed, INT-004 added.
const SECOND_CSV = [
  'full name;aka;DOB;citizenship;ref;notes',
  'Quentin Marlowe Vasquez-Threlkeld;Q. Threlkeld;1971-03-14;Portugal;INT-001;Chargeback fraud 2024 and 2025',
  'Ottoline Brackenbury;;1985;United Kingdom;INT-002;Refused onboarding',
  'Peregrine Oduya-Castellanos;;14/02/1990;Kenya;INT-004;Mule account',
].join('\n');

const THRELKELD = {
  firstName: 'Quentin Marlowe',
  lastName: 'Vasquez-Threlkeld',
  arabicName: '',
  searchType: 'fuzzy',
} as const;

describe('custom watchlists (issue 25 §2, ADR 042)', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  it('imports a CSV as version 1, lists it, and a search of the organisation hits it by name', async () => {
    const { app, db } = testApp;
    const { owner } = await buildWatchlistOrganization(app, db);
    const created = await createWatchlist(app, owner.accessToken, 'Fraud blocklist', FIRST_CSV);
    expect(created.name).toBe('Fraud blocklist');
    expect(created.versions).toHaveLength(1);
    expect(created.activeVersion).toMatchObject({ version: 1, entryCount: 3, added: 3 });

    const listed = await callAs(app, owner.accessToken, 'GET', '/api/v2/organization/watchlists');
    expect(listed.statusCode, listed.body).toBe(200);
    const names = watchlistListReplySchema.parse(listed.json()).data.watchlists.map((w) => w.name);
    expect(names).toEqual(['Fraud blocklist']);

    const search = await postSearch(app, owner.accessToken, THRELKELD);
    expect(search.statusCode, search.body).toBe(200);
    const result = searchResponseSchema.parse(search.json()).data;
    expect(result.matches).toEqual([]);
    const hit = result.watchlistMatches?.[0];
    expect(hit?.watchlist).toMatchObject({ id: created.id, name: 'Fraud blocklist', version: 1 });
    expect(hit?.entry).toMatchObject({
      reference: 'INT-001',
      aliases: ['Q. Threlkeld', 'Quentin Threlkeld'],
      dateOfBirth: '1971-03-14',
      reason: 'Chargeback fraud 2024',
      line: 2,
    });
    expect(hit?.confidence).toBeGreaterThanOrEqual(90);
    // Kept with the search's evidence, as answered.
    const evidence = await callAs(
      app,
      owner.accessToken,
      'GET',
      `/api/v2/search/${result.searchId}`,
    );
    expect(evidence.statusCode, evidence.body).toBe(200);
    expect(
      searchEvidenceResponseSchema.parse(evidence.json()).data.result.watchlistMatches,
    ).toEqual(result.watchlistMatches);

    const byAlias = await postSearch(app, owner.accessToken, {
      ...THRELKELD,
      firstName: 'Quentin',
      lastName: 'Threlkeld',
    });
    const aliasHit = searchResponseSchema.parse(byAlias.json()).data.watchlistMatches?.[0];
    expect(aliasHit?.entry.reference).toBe('INT-001');
    expect(aliasHit?.matchedNameKind).toBe('aka');
  });

  it('reads XLSX too, with the header names in another spelling', async () => {
    const { app, db } = testApp;
    const { owner } = await buildWatchlistOrganization(app, db);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRow(['NAME', 'ALIAS', 'DATE OF BIRTH', 'NATIONALITY', 'REFERENCE NUMBER', 'REASON']);
    sheet.addRow(['Ottoline Brackenbury', 'O. Brackenbury', '1985-07', 'GB', 'X-1', 'Refused']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const created = await createWatchlist(app, owner.accessToken, 'Excel list', bytes, 'list.xlsx');
    expect(created.activeVersion).toMatchObject({ entryCount: 1, fileName: 'list.xlsx' });
    const search = await postSearch(app, owner.accessToken, {
      firstName: 'Ottoline',
      lastName: 'Brackenbury',
      arabicName: '',
      searchType: 'fuzzy',
    });
    const hit = searchResponseSchema.parse(search.json()).data.watchlistMatches?.[0];
    expect(hit?.entry).toMatchObject({
      reference: 'X-1',
      dateOfBirth: '1985-07',
      aliases: ['O. Brackenbury'],
    });
  });

  it('refuses a file with bad rows whole, listing each with its line and reason, and stores nothing', async () => {
    const { app, db } = testApp;
    const { owner } = await buildWatchlistOrganization(app, db);
    const csv = [
      'name,aliases,date of birth,nationality,reference,reason',
      'Good Person One,,1970-01-01,FR,R1,ok',
      ',Nameless,1970-01-01,FR,R2,no name',
      'Bad Date Person,,31/02/1980,FR,R3,impossible day',
      'Repeated Reference,,,FR,R1,same ref as line 2',
      'Too Many Values,,,FR,R5,reason,extra',
    ].join('\n');
    const response = await postWatchlist(app, owner.accessToken, 'Broken', csv);
    expect(response.statusCode, response.body).toBe(400);
    const envelope = errorEnvelopeSchema.parse(response.json());
    expect(envelope.code).toBe('VALIDATION_FAILED');
    expect(envelope.messageKey).toBe('watchlist.rowsRefused');
    expect(envelope.message).toBe(
      'The file was not imported: 4 rows have problems. Fix them and upload the file again.',
    );
    const rows = (envelope.issues ?? []).map(readWatchlistRowIssue);
    expect(rows.map((row) => row && [row.line, row.field, row.problem])).toEqual([
      [3, 'name', 'nameMissing'],
      [4, 'dateOfBirth', 'dateOfBirthInvalid'],
      [5, 'reference', 'referenceRepeated'],
      [6, null, 'extraFields'],
    ]);
    expect(rows[0]?.message).toBe(
      'Line 3: The name is empty: every row needs the name of the person or organisation.',
    );
    const listed = await callAs(app, owner.accessToken, 'GET', '/api/v2/organization/watchlists');
    expect(watchlistListReplySchema.parse(listed.json()).data.watchlists).toEqual([]);
  });

  it.each([
    ['no name column', 'reference,reason\nR1,x', 'watchlist.noNameColumn'],
    ['a header and no rows', 'name,reason\n', 'watchlist.noRows'],
  ])('refuses a file with %s', async (_case, csv, key) => {
    const { app, db } = testApp;
    const { owner } = await buildWatchlistOrganization(app, db);
    const response = await postWatchlist(app, owner.accessToken, 'Empty', csv);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).messageKey).toBe(key);
  });

  it('refuses an upload without a name, and a second list of the same name', async () => {
    const { app, db } = testApp;
    const { owner } = await buildWatchlistOrganization(app, db);
    const unnamed = await postWatchlist(app, owner.accessToken, '  ', FIRST_CSV);
    expect(unnamed.statusCode, unnamed.body).toBe(400);
    expect(errorEnvelopeSchema.parse(unnamed.json()).messageKey).toBe('watchlist.nameMissing');
    await createWatchlist(app, owner.accessToken, 'Once', FIRST_CSV);
    const again = await postWatchlist(app, owner.accessToken, 'Once', FIRST_CSV);
    expect(again.statusCode, again.body).toBe(409);
    expect(errorEnvelopeSchema.parse(again.json()).messageKey).toBe('watchlist.nameTaken');
  });

  it('a new version keeps the old one and counts added, removed and changed entries', async () => {
    const { app, db } = testApp;
    const { owner } = await buildWatchlistOrganization(app, db);
    const created = await createWatchlist(app, owner.accessToken, 'Versions', FIRST_CSV);
    const replaced = await postForm(
      app,
      owner.accessToken,
      `/api/v2/organization/watchlists/${created.id}/versions`,
      uploadForm(SECOND_CSV, 'second.csv'),
    );
    expect(replaced.statusCode, replaced.body).toBe(201);
    const detail = watchlistDetailReplySchema.parse(replaced.json()).data;
    expect(
      detail.versions.map((v) => [v.version, v.entryCount, v.added, v.removed, v.changed]),
    ).toEqual([
      [2, 3, 1, 1, 1],
      [1, 3, 3, 0, 0],
    ]);
    expect(detail.activeVersion?.version).toBe(2);

    const search = await postSearch(app, owner.accessToken, {
      firstName: 'Peregrine',
      lastName: 'Oduya-Castellanos',
      arabicName: '',
      searchType: 'fuzzy',
    });
    const hit = searchResponseSchema.parse(search.json()).data.watchlistMatches?.[0];
    expect(hit?.watchlist.version).toBe(2);
    expect(hit?.entry.dateOfBirth).toBe('1990-02-14');

    const removed = await postSearch(app, owner.accessToken, {
      firstName: 'Harrowgate',
      lastName: 'Shipping Consultancy',
      arabicName: '',
      searchType: 'fuzzy',
    });
    expect(searchResponseSchema.parse(removed.json()).data.watchlistMatches).toEqual([]);
  });

  it('is visible to its organisation only: another organisation gets 404 and never hits it', async () => {
    const { app, db } = testApp;
    const mine = await buildWatchlistOrganization(app, db);
    const theirs = await buildWatchlistOrganization(app, db);
    const created = await createWatchlist(app, mine.owner.accessToken, 'Private', FIRST_CSV);
    const token = theirs.owner.accessToken;
    const url = `/api/v2/organization/watchlists/${created.id}`;
    for (const response of [
      await callAs(app, token, 'GET', url),
      await callAs(app, token, 'DELETE', url),
      await postForm(app, token, `${url}/versions`, uploadForm(SECOND_CSV)),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    const search = await postSearch(app, token, THRELKELD);
    expect(searchResponseSchema.parse(search.json()).data.watchlistMatches).toEqual([]);
    const standalone = await buildUser(db);
    const session = await signInAs(app, standalone.email, standalone.plainPassword);
    const unscoped = await postSearch(app, session.accessToken, THRELKELD);
    expect(searchResponseSchema.parse(unscoped.json()).data.watchlistMatches).toBeUndefined();
  });

  it('answers 401 without a token, 403 to a member who uploads or deletes, 404 without an organisation', async () => {
    const { app, db } = testApp;
    const { organizationId, owner } = await buildWatchlistOrganization(app, db);
    const created = await createWatchlist(app, owner.accessToken, 'Roles', FIRST_CSV);
    const anonymous = await callAs(app, undefined, 'GET', '/api/v2/organization/watchlists');
    expect(anonymous.statusCode).toBe(401);

    const member = await addMember(app, db, organizationId, 'member');
    const read = await callAs(
      app,
      member.accessToken,
      'GET',
      `/api/v2/organization/watchlists/${created.id}`,
    );
    expect(read.statusCode, read.body).toBe(200);
    const upload = await postWatchlist(app, member.accessToken, 'Mine', FIRST_CSV);
    expect(upload.statusCode, upload.body).toBe(403);
    expect(errorEnvelopeSchema.parse(upload.json()).messageKey).toBe('watchlist.managersOnly');
    const remove = await callAs(
      app,
      member.accessToken,
      'DELETE',
      `/api/v2/organization/watchlists/${created.id}`,
    );
    expect(remove.statusCode, remove.body).toBe(403);

    const admin = await addMember(app, db, organizationId, 'admin');
    const byAdmin = await postWatchlist(app, admin.accessToken, 'By admin', FIRST_CSV);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);

    const standalone = await buildUser(db);
    const session = await signInAs(app, standalone.email, standalone.plainPassword);
    const none = await callAs(app, session.accessToken, 'GET', '/api/v2/organization/watchlists');
    expect(none.statusCode, none.body).toBe(404);
  });

  it('answers 403 with the plan message when the plan has no watchlist screening, and searches carry no field', async () => {
    const { app, db } = testApp;
    const { owner } = await buildWatchlistOrganization(app, db, { watchlistScreening: false });
    for (const response of [
      await callAs(app, owner.accessToken, 'GET', '/api/v2/organization/watchlists'),
      await postWatchlist(app, owner.accessToken, 'Refused', FIRST_CSV),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      const envelope = errorEnvelopeSchema.parse(response.json());
      expect(envelope.messageKey).toBe('watchlist.planLacksFeature');
      expect(envelope.message).toBe(
        "Your organization's plan does not include watchlist screening. Ask your organization owner to upgrade the plan.",
      );
    }
    const search = await postSearch(app, owner.accessToken, THRELKELD);
    expect(search.statusCode, search.body).toBe(200);
    expect(searchResponseSchema.parse(search.json()).data.watchlistMatches).toBeUndefined();
  });

  it('a deleted watchlist is gone: 404 and no more hits', async () => {
    const { app, db } = testApp;
    const { owner } = await buildWatchlistOrganization(app, db);
    const created = await createWatchlist(app, owner.accessToken, 'Short-lived', FIRST_CSV);
    const url = `/api/v2/organization/watchlists/${created.id}`;
    const deleted = await callAs(app, owner.accessToken, 'DELETE', url);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await callAs(app, owner.accessToken, 'GET', url)).statusCode).toBe(404);
    const search = await postSearch(app, owner.accessToken, THRELKELD);
    expect(searchResponseSchema.parse(search.json()).data.watchlistMatches).toEqual([]);
  });
});
