import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { SANCTION_LISTS } from '@sanctions/contracts';
import { oncePerScrape } from './once-per-scrape';
import { ageSeconds, instantSchema } from './scrape-rows';

const rowsSchema = z.object({
  rows: z.array(
    z.object({
      sanction_list: z.enum(SANCTION_LISTS),
      list_source: z.string(),
      confirmed_at: instantSchema,
      last_failed_at: instantSchema,
    }),
  ),
});

/**
 * Per publication: how long ago its active version was last confirmed against the source (checked or
 * imported; an unchanged publication is re-checked, not re-imported) and when an import last failed. One
 * grouped statement over `list_versions` (a few rows per publication and import).
 */
export function registerListFreshnessMetrics(app: FastifyInstance, registry: Registry): void {
  const load = oncePerScrape(async () => {
    const result = await app.db.execute(sql`
      select sanction_list, list_source,
        max(coalesce(checked_at, imported_at, activated_at)) filter (where status = 'active')
          as confirmed_at,
        max(created_at) filter (where status = 'failed') as last_failed_at
      from list_versions
      group by sanction_list, list_source`);
    return rowsSchema.parse(result).rows;
  });
  const labelNames = ['list', 'source'] as const;
  new Gauge({
    name: 'sanctions_list_age_seconds',
    help: 'Seconds since the active version of a list publication was last confirmed against its source',
    labelNames,
    registers: [registry],
    async collect() {
      const rows = await load();
      const now = app.clock.now();
      this.reset();
      for (const row of rows) {
        if (row.confirmed_at === null) continue;
        this.set(
          { list: row.sanction_list, source: row.list_source },
          ageSeconds(row.confirmed_at, now),
        );
      }
    },
  });
  new Gauge({
    name: 'sanctions_list_last_failed_import_timestamp_seconds',
    help: 'When an import of a list publication last failed (Unix time); absent when none ever failed',
    labelNames,
    registers: [registry],
    async collect() {
      const rows = await load();
      this.reset();
      for (const row of rows) {
        if (row.last_failed_at === null) continue;
        this.set(
          { list: row.sanction_list, source: row.list_source },
          row.last_failed_at.getTime() / 1000,
        );
      }
    },
  });
}
