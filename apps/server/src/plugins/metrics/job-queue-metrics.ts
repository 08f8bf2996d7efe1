import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { oncePerScrape } from './once-per-scrape';
import { ageSeconds, countSchema, instantSchema } from './scrape-rows';

const rowsSchema = z.object({
  rows: z.array(
    z.object({
      name: z.string(),
      due: countSchema,
      running: countSchema,
      oldest_due_at: instantSchema,
    }),
  ),
});

/**
 * The durable job queue (ADR 015) per kind (the job's name): jobs due and waiting, jobs running, and how
 * long the oldest due job has waited. Only unfinished rows are read, through the partial `jobs_due_idx`;
 * retries scheduled for later are not backlog and are left out.
 */
export function registerJobQueueMetrics(app: FastifyInstance, registry: Registry): void {
  const load = oncePerScrape(async () => {
    const now = app.clock.now();
    const result = await app.db.execute(sql`
      select name,
        count(*) filter (where status = 'pending' and run_at <= ${now}) as due,
        count(*) filter (where status = 'running') as running,
        min(run_at) filter (where status = 'pending' and run_at <= ${now}) as oldest_due_at
      from jobs
      where status in ('pending', 'running')
      group by name`);
    return { now, rows: rowsSchema.parse(result).rows };
  });
  const labelNames = ['kind'] as const;
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs due and waiting for a worker, by kind',
    labelNames,
    registers: [registry],
    async collect() {
      const { rows } = await load();
      this.reset();
      for (const row of rows) this.set({ kind: row.name }, row.due);
    },
  });
  new Gauge({
    name: 'job_queue_running',
    help: 'Jobs a worker holds under a lease, by kind',
    labelNames,
    registers: [registry],
    async collect() {
      const { rows } = await load();
      this.reset();
      for (const row of rows) this.set({ kind: row.name }, row.running);
    },
  });
  new Gauge({
    name: 'job_queue_oldest_age_seconds',
    help: 'Seconds the oldest due job of a kind has waited (0 when none waits)',
    labelNames,
    registers: [registry],
    async collect() {
      const { now, rows } = await load();
      this.reset();
      for (const row of rows) {
        this.set(
          { kind: row.name },
          row.oldest_due_at === null ? 0 : ageSeconds(row.oldest_due_at, now),
        );
      }
    },
  });
}
