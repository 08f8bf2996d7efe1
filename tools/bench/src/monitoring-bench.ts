// `npm run bench:monitoring`: monitoring re-screening at scale on the PostgreSQL server (ADR 019).
// A fresh database with every list loaded (the app in this process, its job worker off), 100,000 monitored
// subjects generated from name parts (plus 300 listed names and variants), then:
//  1. a delta of 1,000 changed entries (taken from the active lists) screened for every subject in chunks
//     of 2,000, exactly as the rescreen-chunk job does (small-index prefilter, full-index confirmation,
//     alerts written with their events and jobs); target <= 15 s;
//  2. the same delta again: it must raise nothing new;
//  3. a full re-screen of every subject against the whole index; target <= 3 min.
// Prints subjects/s and alerts raised. Options: --subjects N (default 100000), --delta N (default 1000).
// PostgreSQL: BENCH_DATABASE_URL (default the local test server).
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp } from '@sanctions/server/test/build-app';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { users } from '@sanctions/server/db/schema/users';
import { monitoredSubjects, monitoringAlerts } from '@sanctions/server/db/schema/monitoring';
import { listVersions, sanctionEntries } from '@sanctions/server/db/schema/sanctions';
import { hashPassword } from '@sanctions/server/lib/password';
import { enqueueJob } from '@sanctions/server/lib/jobs';
import { screenSubjects } from '@sanctions/server/lib/monitoring/screen-subjects';
import type { FindSubjectMatches } from '@sanctions/server/lib/monitoring/screen-subjects';
import { fullIndexMatches } from '@sanctions/server/lib/monitoring/full-index-matches';
import { subjectKeyOf } from '@sanctions/server/lib/monitoring/subject-key';
import { deltaMatches } from '@sanctions/server/features/monitoring-rescreen/delta-matches';
import { entryKeyOf } from '@sanctions/server/features/monitoring-rescreen/delta-index-cache';
import { buildScreeningIndex } from '@sanctions/screening';

const { values } = parseArgs({
  options: {
    subjects: { type: 'string', default: '100000' },
    delta: { type: 'string', default: '1000' },
    /** `--full no` skips the full pass (to measure the delta alone). */
    full: { type: 'string', default: 'yes' },
  },
});
const SUBJECTS = Number(values.subjects);
const DELTA = Number(values.delta);
const CHUNK = 2_000;
process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const FIRST = [
  'Ahmed',
  'Maria',
  'John',
  'Fatima',
  'Wei',
  'Olga',
  'Carlos',
  'Aisha',
  'Ivan',
  'Sarah',
  'Mohammed',
  'Elena',
  'David',
  'Layla',
  'Pierre',
  'Yuki',
  'Omar',
  'Anna',
  'Hassan',
  'Grace',
  'Kofi',
  'Ingrid',
  'Raj',
  'Lucia',
  'Tomasz',
  'Nadia',
  'Samuel',
  'Mei',
  'Diego',
  'Zainab',
];
const LAST = [
  'Smith',
  'Khan',
  'Garcia',
  'Chen',
  'Petrov',
  'Haddad',
  'Okafor',
  'Muller',
  'Rossi',
  'Nakamura',
  'Silva',
  'Kowalski',
  'Andersson',
  'Dubois',
  'Mensah',
  'Ivanova',
  'Rahman',
  'Lopez',
  'Novak',
  'Sato',
  'Osei',
  'Fischer',
  'Costa',
  'Yilmaz',
  'Nguyen',
  'Bakr',
  'Moreau',
  'Jansen',
  'Papadopoulos',
  'Horvat',
];
const MIDDLE = ['', '', '', 'Ali', 'Jose', 'Lee', 'Marie', 'Abdul', 'James', 'Anne'];

/** Deterministic pseudo-random numbers (the same subjects on every run). */
function rng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function main(): Promise<void> {
  console.log('PostgreSQL: building the app and loading every list');
  const loadStarted = Date.now();
  const t = await buildTestApp({ env: { LISTS_DIR: SHARED_LISTS_DIR } });
  try {
    const [admin] = await t.db
      .insert(users)
      .values({
        email: 'bench-admin@example.test',
        firstName: 'Bench',
        lastName: 'Admin',
        isVerified: true,
        role: 'super_admin',
        password: await hashPassword('Correct-Horse-9!'),
      })
      .returning();
    if (!admin) throw new Error('admin insert failed');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth-simple/login',
      payload: { email: admin.email, password: 'Correct-Horse-9!' },
    });
    const token = String(login.json().data.tokens.accessToken);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admin/sanctions/refresh',
      headers: { authorization: `Bearer ${token}` },
    });
    if (refresh.statusCode !== 200) throw new Error(`import: ${refresh.body}`);
    await t.app.screeningIndex.rebuild();
    const snapshot = t.app.screeningIndex.current();
    if (!snapshot) throw new Error('no index');
    console.log(
      `  ${snapshot.index.size} listed entities indexed in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`,
    );

    // Subjects: generated names, plus listed names (some as typed variants).
    const listed = await t.db
      .select({ first: sanctionEntries.firstName, last: sanctionEntries.lastName })
      .from(sanctionEntries)
      .innerJoin(listVersions, eq(listVersions.id, sanctionEntries.listVersionId))
      .where(
        sql`${listVersions.status} = 'active' and ${sanctionEntries.entityType} = 'individual' and ${sanctionEntries.lastName} is not null`,
      )
      .orderBy(sanctionEntries.sourceId)
      .limit(300);
    const random = rng(42);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const rows: (typeof monitoredSubjects.$inferInsert)[] = [];
    for (let i = 0; i < SUBJECTS; i += 1) {
      const real =
        i % Math.floor(SUBJECTS / Math.max(1, listed.length)) === 0
          ? listed[rows.length % listed.length]
          : undefined;
      const firstName = real ? (real.first ?? '') : `${pick(FIRST)} ${pick(MIDDLE)}`.trim();
      const lastName = real ? (real.last ?? '') : pick(LAST);
      const fields = { subjectType: 'person' as const, firstName, lastName, arabicName: '' };
      rows.push({ ...fields, ownerUserId: admin.id, subjectKey: subjectKeyOf(fields) });
    }
    const insertStarted = Date.now();
    for (let start = 0; start < rows.length; start += 5_000) {
      await t.db.insert(monitoredSubjects).values(rows.slice(start, start + 5_000));
    }
    console.log(
      `  ${SUBJECTS} subjects inserted in ${((Date.now() - insertStarted) / 1000).toFixed(1)} s`,
    );
    const subjects = await t.db.select().from(monitoredSubjects).orderBy(monitoredSubjects.id);

    // The delta: DELTA entries of the active lists, as if the last versions had added or changed them.
    const deltaRows = await t.db
      .select({ id: sanctionEntries.id, data: sanctionEntries.data })
      .from(sanctionEntries)
      .innerJoin(listVersions, eq(listVersions.id, sanctionEntries.listVersionId))
      .where(eq(listVersions.status, 'active'))
      .orderBy(sql`md5(${sanctionEntries.sourceId})`)
      .limit(DELTA);
    const entities = deltaRows.map((row) => ({ ...row.data, entryId: row.id }));
    const delta = { index: buildScreeningIndex(entities), keys: new Set(entities.map(entryKeyOf)) };

    const ctx = { db: t.db, enqueue: enqueueJob, clock: t.app.clock };
    const pass = async (
      label: string,
      findMatches: FindSubjectMatches,
      trigger: 'list_update' | 'full_rescreen',
    ) => {
      const started = performance.now();
      let alerts = 0;
      for (let start = 0; start < subjects.length; start += CHUNK) {
        const result = await screenSubjects(ctx, {
          subjects: subjects.slice(start, start + CHUNK),
          findMatches,
          versions: snapshot.versions,
          trigger,
          listVersionId: null,
        });
        alerts += result.alertsRaised;
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${label}: ${subjects.length} subjects in ${seconds.toFixed(1)} s, ${(subjects.length / seconds).toFixed(0)} subjects/s, ${alerts} alerts raised`,
      );
      return { seconds, alerts };
    };

    const first = await pass(
      `delta of ${entities.length} entries`,
      deltaMatches(delta, snapshot),
      'list_update',
    );
    const second = await pass('same delta again', deltaMatches(delta, snapshot), 'list_update');
    const full =
      values.full === 'no'
        ? undefined
        : await pass('full re-screen', fullIndexMatches(snapshot), 'full_rescreen');
    const total = await t.db.$count(monitoringAlerts);
    console.log(`\nalerts stored: ${total}`);
    console.log(
      `delta: ${first.seconds.toFixed(1)} s (target <= 15 s) ${first.seconds <= 15 ? 'OK' : 'OVER'}`,
    );
    console.log(
      `second run on the same delta: ${second.alerts} new alerts ${second.alerts === 0 ? 'OK' : 'FAILED'}`,
    );
    if (full)
      console.log(
        `full: ${full.seconds.toFixed(1)} s (target <= 180 s) ${full.seconds <= 180 ? 'OK' : 'OVER'}`,
      );
    if (second.alerts !== 0) process.exitCode = 1;
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
