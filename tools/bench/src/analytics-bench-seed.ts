import { sql } from 'drizzle-orm';
import type { Db } from '@sanctions/server/db/client';

export interface AnalyticsSeed {
  users: number;
  searches: number;
  /** Every search's instant lies within the `days` before `now`. */
  days: number;
  now: Date;
  /** Argon2id hash given to every seeded user (nobody signs in as them). */
  passwordHash: string;
}

const SECONDS_PER_DAY = 86_400;
const ENTRIES = 20_000;

// Screened names drawn round-robin with co-prime strides, so the top terms have a realistic long tail.
const FIRST_NAMES = [
  'Omar',
  'Huda',
  'Ali',
  'Fatima',
  'Hassan',
  'Mariam',
  'Yusuf',
  'Layla',
  'Khalid',
  'Noor',
  'Ivan',
  'Olga',
  'Chen',
  'Wei',
  'Maria',
  'Jose',
  'Ahmed',
  'Sara',
  'Ibrahim',
  'Aisha',
];
const LAST_NAMES = [
  'Khalil',
  'Saleh',
  'Haddad',
  'Nasser',
  'Petrov',
  'Ivanova',
  'Li',
  'Zhang',
  'Garcia',
  'Lopez',
  'Rahman',
  'Hussein',
  'Mansour',
  'Farouk',
  'Aziz',
  'Karimi',
  'Smirnov',
  'Kuznetsov',
  'Wang',
  'Diaz',
  'Qasim',
  'Darwish',
  'Salem',
  'Jaber',
  'Bakr',
  'Tahir',
  'Yilmaz',
  'Demir',
  'Kaya',
  'Sahin',
];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]`);

/**
 * A year of platform activity in a few multi-row INSERT ... SELECT generate_series statements: users, list
 * entries, searches spread evenly over `days`, two stored matches for every fourth search, successful
 * sign-ins, and the per-day usage counters summed from the searches (as the search path keeps them).
 */
export async function seedAnalyticsData(db: Db, seed: AnalyticsSeed): Promise<void> {
  const now = seed.now.toISOString();
  const span = seed.days * SECONDS_PER_DAY;
  await db.execute(sql`
    insert into users (email, password, first_name, last_name, is_verified, max_searches_per_day,
      max_searches_per_month, created_at)
    select 'analytics-' || n || '@bench.test', ${seed.passwordHash}, 'Bench', 'User ' || n, true,
      20 + n % 40, 200 + n % 400,
      ${now}::timestamptz - ((n * 7919) % ${span + SECONDS_PER_DAY * 30}) * interval '1 second'
    from generate_series(1, ${seed.users}) as n`);
  await db.execute(sql`
    insert into list_versions (sanction_list, list_source, format, status, imported_at, checked_at,
      triggered_by)
    values ('ofac', 'OFAC SDN', 'bench', 'active', ${now}::timestamptz - interval '2 days',
        ${now}::timestamptz - interval '1 hour', 'cli'),
      ('un', 'UN Consolidated List', 'bench', 'active', ${now}::timestamptz - interval '3 days',
        ${now}::timestamptz - interval '1 hour', 'cli'),
      ('eu', 'EU Financial Sanctions Files', 'bench', 'active', ${now}::timestamptz - interval '1 day',
        ${now}::timestamptz - interval '1 hour', 'cli'),
      ('uk', 'UK Sanctions List (FCDO)', 'bench', 'active', ${now}::timestamptz - interval '5 days',
        ${now}::timestamptz - interval '1 hour', 'cli')`);
  await db.execute(sql`
    insert into sanction_entries (id, list_version_id, sanction_list, list_source, source_id,
      full_name, data, content_hash)
    select md5('entry-' || n)::uuid, v.id, v.sanction_list, v.list_source, n::text,
      'Listed Person ' || n,
      jsonb_build_object('sanctionList', v.sanction_list, 'listSource', v.list_source,
        'sourceId', n::text, 'type', 'individual', 'isActive', true,
        'names', jsonb_build_array(jsonb_build_object('full', 'Listed Person ' || n,
          'kind', 'primary', 'script', 'latin')),
        'birthDates', '[]'::jsonb, 'birthPlaces', '[]'::jsonb, 'nationalities', '[]'::jsonb,
        'addresses', '[]'::jsonb, 'documents', '[]'::jsonb, 'programmes', '[]'::jsonb,
        'titles', '[]'::jsonb),
      md5('entry-' || n)
    from generate_series(0, ${ENTRIES - 1}) as n
    join list_versions v on v.sanction_list = (array['ofac', 'un', 'eu', 'uk'])[1 + n % 4]::sanction_list`);
  await db.execute(sql`
    with people as (select array_agg(id order by email) as ids from users
      where email like 'analytics-%@bench.test')
    insert into search_requests (user_id, first_name, last_name, search_type, sanction_lists,
      matches_found, search_time, created_at)
    select p.ids[1 + (n * 37) % array_length(p.ids, 1)],
      (${textArray(FIRST_NAMES)})[1 + (n * 7) % ${FIRST_NAMES.length}],
      (${textArray(LAST_NAMES)})[1 + (n::bigint * n) % ${LAST_NAMES.length}],
      'fuzzy', 'all', case when n % 4 = 0 then 2 else 0 end, 5 + (n * 13) % 400,
      ${now}::timestamptz - (n::bigint * ${span} / ${seed.searches}) * interval '1 second'
    from generate_series(1, ${seed.searches}) as n, people p`);
  await db.execute(sql`
    insert into search_results (search_request_id, sanction_entry_id, sanction_list, source_id, rank,
      match_confidence, risk_level, status, match_type, matched_name)
    select q.id, md5('entry-' || e.n)::uuid, (array['ofac', 'un', 'eu', 'uk'])[1 + e.n % 4],
      e.n::text, r, 80, 'high', 'review_required', 'fuzzy', 'Listed Person ' || e.n
    from search_requests q
    cross join generate_series(1, 2) as r
    cross join lateral (select (abs(hashtext(q.id::text)) + r) % ${ENTRIES} as n) e
    where q.matches_found > 0`);
  await db.execute(sql`
    with people as (select array_agg(id order by email) as ids from users
      where email like 'analytics-%@bench.test')
    insert into audit_logs (user_id, action, success, created_at)
    select p.ids[1 + (n * 53) % array_length(p.ids, 1)], 'login', true,
      ${now}::timestamptz - (n::bigint * ${span} / ${seed.searches / 5}) * interval '1 second'
    from generate_series(1, ${seed.searches / 5}) as n, people p`);
  await db.execute(sql`
    insert into user_usage_stats (user_id, date, search_count)
    select user_id, (created_at at time zone 'UTC')::date, count(*)::int
    from search_requests where user_id is not null
    group by 1, 2`);
  await db.execute(sql`analyze`);
}
