import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';

/** The in-memory screening index of this process, read from its current snapshot at scrape time. */
export function registerIndexMetrics(app: FastifyInstance, registry: Registry): void {
  const current = () => app.screeningIndex.current();
  new Gauge({
    name: 'screening_index_entries',
    help: 'List records in the screening index of this process (0 while none is built)',
    registers: [registry],
    collect() {
      this.set(current()?.index.size ?? 0);
    },
  });
  new Gauge({
    name: 'screening_index_build_seconds',
    help: 'Time the last build of the screening index took',
    registers: [registry],
    collect() {
      const snapshot = current();
      if (snapshot === undefined) this.reset();
      else this.set(snapshot.buildSeconds);
    },
  });
  new Gauge({
    name: 'screening_index_last_build_timestamp_seconds',
    help: 'When the screening index of this process was last built (Unix time)',
    registers: [registry],
    collect() {
      const snapshot = current();
      if (snapshot === undefined) this.reset();
      else this.set(snapshot.builtAt.getTime() / 1000);
    },
  });
}
