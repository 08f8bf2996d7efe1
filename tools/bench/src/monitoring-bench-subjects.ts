import { eq, sql } from 'drizzle-orm';
import type { Db } from '@sanctions/server/db/client';
import { monitoredSubjects } from '@sanctions/server/db/schema/monitoring';
import { listVersions, sanctionEntries } from '@sanctions/server/db/schema/sanctions';
import { subjectKeyOf } from '@sanctions/server/domains/cases/monitoring/subject-key';
import { createPrng } from './deck/prng';

/** Rows per INSERT statement (11 parameters a row stays well under PostgreSQL's 65,535). */
const INSERT_BATCH = 5_000;

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

function pickWith(random: () => number) {
  return (items: readonly string[]): string => items[Math.floor(random() * items.length)] ?? '';
}

/** A date of birth between 1940 and 2005 (day 1-28: every month has it). */
function birthDate(random: () => number): string {
  const year = 1940 + Math.floor(random() * 66);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface InsertedSubjects {
  count: number;
  /** Subjects that carry a listed individual's name (the rest are invented). */
  listed: number;
  /** Distinct (first name, last name, date of birth): the queries the screening really has to run. */
  distinctNames: number;
  seconds: number;
}

/**
 * Inserts `count` active person subjects owned by `ownerUserId` (a standalone account): names drawn from
 * the FIRST / MIDDLE / LAST pools with rng(42), plus up to 300 names of listed individuals of the active
 * versions (sorted by source id) spread evenly through the set. Call it once the lists are loaded.
 */
export async function insertSubjects(
  db: Db,
  count: number,
  ownerUserId: string,
  options: { datesOfBirth: boolean },
): Promise<InsertedSubjects> {
  const listedNames = await db
    .select({ first: sanctionEntries.firstName, last: sanctionEntries.lastName })
    .from(sanctionEntries)
    .innerJoin(listVersions, eq(listVersions.id, sanctionEntries.listVersionId))
    .where(
      sql`${listVersions.status} = 'active' and ${sanctionEntries.entityType} = 'individual' and ${sanctionEntries.lastName} is not null`,
    )
    .orderBy(sanctionEntries.sourceId)
    .limit(300);
  // mulberry32 (the deck's generator): a floating-point LCG here fell into a short cycle and drew the
  // same few thousand names again and again.
  const prng = createPrng(42);
  const random = (): number => prng.next();
  const pick = pickWith(random);
  const every = Math.max(1, Math.floor(count / Math.max(1, listedNames.length)));
  const rows: (typeof monitoredSubjects.$inferInsert)[] = [];
  const names = new Set<string>();
  let listed = 0;
  for (let i = 0; i < count; i += 1) {
    const real = i % every === 0 ? listedNames[rows.length % listedNames.length] : undefined;
    if (real) listed += 1;
    const firstName = real ? (real.first ?? '') : `${pick(FIRST)} ${pick(MIDDLE)}`.trim();
    const lastName = real ? (real.last ?? '') : pick(LAST);
    const dateOfBirth = options.datesOfBirth && !real ? birthDate(random) : null;
    const fields = {
      subjectType: 'person' as const,
      firstName,
      lastName,
      arabicName: '',
      dateOfBirth,
    };
    names.add(`${firstName}\u001f${lastName}\u001f${dateOfBirth ?? ''}`);
    rows.push({
      ...fields,
      ownerUserId,
      organizationId: null,
      status: 'active',
      subjectKey: subjectKeyOf(fields),
    });
  }
  const started = performance.now();
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(monitoredSubjects).values(rows.slice(start, start + INSERT_BATCH));
  }
  return {
    count,
    listed,
    distinctNames: names.size,
    seconds: (performance.now() - started) / 1000,
  };
}
