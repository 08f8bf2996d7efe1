import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOrganization, buildUser } from '../../test/factories';
import { createTestDatabase } from '../../test/db';
import type { TestDatabase } from '../../test/db';
import { resolveMigrationsFolder } from './migrations-folder';
import {
  alertDecisions,
  monitoredSubjects,
  monitoringAlerts,
  monitoringClearances,
} from './schema/monitoring';
import { watchlists } from './schema/watchlists';

/** The statements of migration 0026 (ADR 042, addendum) that start with `start`, comments left out. */
function statementsOf0026(start: string): string[] {
  const text = readFileSync(join(resolveMigrationsFolder(), '0026_alert-source.sql'), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.startsWith(start));
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Rows written before 0026 carried `sanction_list = 'watchlist'`. The migrated database refuses that shape,
// so the test lifts the two checks, writes the old shape, runs the migration's own data move and puts the
// checks back (which validates every row).
describe('migration 0026: watchlist alerts and clearances leave the sanction_list enum', () => {
  it('moves the watchlist id out of the source id, clears the list, and gives clearances their kind', async () => {
    const db = database.db;
    const user = await buildUser(db);
    const organization = await buildOrganization(db);
    const [list] = await db
      .insert(watchlists)
      .values({ organizationId: organization.id, name: 'Fraud blocklist' })
      .returning();
    const [subject] = await db
      .insert(monitoredSubjects)
      .values({ organizationId: organization.id, ownerUserId: user.id, subjectKey: 'k1' })
      .returning();
    if (list === undefined || subject === undefined)
      throw new Error('setup insert returned no row');
    await db.execute(sql`alter table monitoring_alerts drop constraint monitoring_alerts_source`);
    await db.execute(
      sql`alter table monitoring_clearances drop constraint monitoring_clearances_source`,
    );

    const alertOf = (
      kind: 'sanctions' | 'watchlist',
      listId: 'un' | 'watchlist',
      sourceId: string,
    ) =>
      db.execute(sql`insert into monitoring_alerts (subject_id, organization_id, owner_user_id, kind,
        sanction_list, list_source, source_id, entry_full_name, entry_content_hash, match, confidence,
        risk_level, match_type, trigger, algorithm_version, status, resolution)
        values (${subject.id}, ${organization.id}, ${user.id}, ${kind}, ${listId}, 'x', ${sourceId}, 'Name',
        'h', '{}'::jsonb, 90, 'high', 'exact', 'subject_added', 'test', 'decided', 'false_positive')
        returning id`);
    const idOf = (result: unknown): string =>
      z.object({ rows: z.tuple([z.object({ id: z.string() })]) }).parse(result).rows[0].id;
    const onList = idOf(await alertOf('watchlist', 'watchlist', `${list.id}:INT-001`));
    const onDeletedList = idOf(
      await alertOf('watchlist', 'watchlist', '00000000-0000-4000-8000-00000000dead:INT-9'),
    );
    const official = idOf(await alertOf('sanctions', 'un', 'QDi.001'));
    const [decision] = await db
      .insert(alertDecisions)
      .values({
        alertId: onList,
        decision: 'false_positive',
        reason: 'r',
        makerName: 'm',
        alertVersion: 1,
        requiresApproval: true,
        evidence: {},
      })
      .returning();
    if (decision === undefined) throw new Error('decision insert returned no row');
    await db.execute(sql`insert into monitoring_clearances (subject_id, organization_id, owner_user_id,
      subject_key, sanction_list, source_id, entry_content_hash, alert_id, decision_id)
      values (${subject.id}, ${organization.id}, ${user.id}, 'k1', 'watchlist', ${`${list.id}:INT-001`},
      'h', ${onList}, ${decision.id})`);

    for (const statement of statementsOf0026('UPDATE')) await db.execute(sql.raw(statement));
    for (const statement of statementsOf0026('ALTER TABLE'))
      if (statement.includes(' CHECK ')) await db.execute(sql.raw(statement));

    const alerts = await db
      .select({
        id: monitoringAlerts.id,
        sanctionList: monitoringAlerts.sanctionList,
        watchlistId: monitoringAlerts.watchlistId,
      })
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.subjectId, subject.id));
    expect(new Map(alerts.map(({ id, ...rest }) => [id, rest]))).toEqual(
      new Map([
        [onList, { sanctionList: null, watchlistId: list.id }],
        [onDeletedList, { sanctionList: null, watchlistId: null }],
        [official, { sanctionList: 'un', watchlistId: null }],
      ]),
    );
    expect(
      await db
        .select({
          kind: monitoringClearances.kind,
          sanctionList: monitoringClearances.sanctionList,
          watchlistId: monitoringClearances.watchlistId,
        })
        .from(monitoringClearances)
        .where(eq(monitoringClearances.subjectId, subject.id)),
    ).toEqual([{ kind: 'watchlist', sanctionList: null, watchlistId: list.id }]);
    // Nothing is left on the enum value, and the checks refuse it again.
    await expect(alertOf('watchlist', 'watchlist', `${list.id}:INT-002`)).rejects.toThrow();
  });
});
