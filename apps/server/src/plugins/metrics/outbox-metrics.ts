import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { oncePerScrape } from './once-per-scrape';
import { ageSeconds, countSchema, instantSchema } from './scrape-rows';

const rowsSchema = z.object({
  rows: z.array(z.object({ backlog: countSchema, oldest_at: instantSchema })),
});

/**
 * The mail outbox (ADR 006): messages not yet sent and the age of the oldest. Read through the
 * (status, next_attempt_at) index. Without SMTP_URL every message stays pending by design, so the backlog
 * only means trouble where mail is configured.
 */
export function registerOutboxMetrics(app: FastifyInstance, registry: Registry): void {
  const load = oncePerScrape(async () => {
    const result = await app.db.execute(sql`
      select count(*) as backlog, min(created_at) as oldest_at
      from email_outbox where status = 'pending'`);
    const [row] = rowsSchema.parse(result).rows;
    return { now: app.clock.now(), backlog: row?.backlog ?? 0, oldestAt: row?.oldest_at ?? null };
  });
  new Gauge({
    name: 'email_outbox_backlog',
    help: 'E-mails in the outbox waiting to be sent',
    registers: [registry],
    async collect() {
      this.set((await load()).backlog);
    },
  });
  new Gauge({
    name: 'email_outbox_oldest_age_seconds',
    help: 'Seconds the oldest unsent e-mail has waited (0 when none waits)',
    registers: [registry],
    async collect() {
      const { now, oldestAt } = await load();
      this.set(oldestAt === null ? 0 : ageSeconds(oldestAt, now));
    },
  });
}
