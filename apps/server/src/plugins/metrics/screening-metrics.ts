import { Histogram } from 'prom-client';
import type { Registry } from 'prom-client';

/** Engine time and candidates of every screened query (single searches; the search service reports them). */
export function createScreeningMetrics(registry: Registry) {
  const duration = new Histogram({
    name: 'screening_duration_seconds',
    help: 'Time the screening engine took for one query',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const candidates = new Histogram({
    name: 'screening_candidates',
    help: 'Candidates the index gave the engine to score for one query',
    buckets: [0, 1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000],
    registers: [registry],
  });
  return {
    observeScreening(seconds: number, candidateCount: number): void {
      duration.observe(seconds);
      candidates.observe(candidateCount);
    },
  };
}
