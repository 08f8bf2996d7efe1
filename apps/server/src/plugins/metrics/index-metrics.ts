import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';

/** The in-memory screening index of this process, read from its current snapshot at scrape time. */
export function registerIndexMetrics(app: FastifyInstance, registry: Registry): void {
  // Per-host mode (ADR 033): a worker reports the primary's index, as last heard from it.
  const current = () => app.screeningIndex.describe();
  new Gauge({
    name: 'screening_index_entries',
    help: 'List records in the screening index of this process (0 while none is built)',
    registers: [registry],
    collect() {
      this.set(current().entryCount);
    },
  });
  new Gauge({
    name: 'screening_index_build_seconds',
    help: 'Time the last build of the screening index took',
    registers: [registry],
    collect() {
      const { buildSeconds } = current();
      if (buildSeconds === null) this.reset();
      else this.set(buildSeconds);
    },
  });
  new Gauge({
    name: 'screening_index_last_build_timestamp_seconds',
    help: 'When the screening index of this process was last built (Unix time)',
    registers: [registry],
    collect() {
      const { builtAt } = current();
      if (builtAt === null) this.reset();
      else this.set(Date.parse(builtAt) / 1000);
    },
  });
  new Gauge({
    name: 'screening_index_held_in_process',
    help: 'Whether this process holds the screening index in its heap (1) or screens through the cluster primary (0: SCREENING_INDEX_MODE=per-host)',
    registers: [registry],
    collect() {
      this.set(current().heldBy === 'this-process' ? 1 : 0);
    },
  });
}
