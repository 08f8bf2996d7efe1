import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { percentile } from './api-bench-load';

export interface ProbeStats {
  requests: number;
  /** Replies other than 200 (or no reply). */
  errors: number;
  errorSamples: string[];
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface ProbeResult {
  health: ProbeStats;
  search: ProbeStats;
}

interface Sample {
  ms: number;
  status: number;
  body: string;
}

/**
 * Every `intervalMs`, one GET /api/health and one POST /api/v2/search, sent whatever the earlier replies
 * (an open loop: a stalled server shows as growing latency, not as fewer samples). Latency runs from the
 * scheduled send time to the last byte. Stops sending when `stop()` is called and resolves once every
 * request has answered.
 */
export function startProbe(options: {
  baseUrl: string;
  token: string;
  bodies: readonly string[];
  intervalMs: number;
}): { stop: () => Promise<ProbeResult> } {
  const pool = new Pool(options.baseUrl, { connections: 64, pipelining: 1 });
  const health: Promise<Sample>[] = [];
  const search: Promise<Sample>[] = [];
  const started = performance.now();
  let tick = 0;
  let isStopped = false;

  const schedule = () => {
    if (isStopped) return;
    const scheduled = started + tick * options.intervalMs;
    const body = options.bodies[tick % options.bodies.length] ?? '{}';
    health.push(timed(scheduled, () => send(pool, { path: '/api/health', method: 'GET' })));
    search.push(
      timed(scheduled, () =>
        send(pool, {
          path: '/api/v2/search',
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.token}`,
            'content-type': 'application/json',
          },
          body,
        }),
      ),
    );
    tick++;
    setTimeout(schedule, Math.max(0, started + tick * options.intervalMs - performance.now()));
  };
  schedule();

  return {
    stop: async () => {
      isStopped = true;
      const result = {
        health: summarise(await Promise.all(health)),
        search: summarise(await Promise.all(search)),
      };
      await pool.close();
      return result;
    },
  };
}

async function timed(
  scheduled: number,
  request: () => Promise<{ status: number; body: string }>,
): Promise<Sample> {
  const reply = await request();
  return { ...reply, ms: performance.now() - scheduled };
}

async function send(
  pool: Pool,
  options: Parameters<Pool['request']>[0],
): Promise<{ status: number; body: string }> {
  try {
    const reply = await pool.request(options);
    const text = await reply.body.text();
    return { status: reply.statusCode, body: reply.statusCode === 200 ? '' : text };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}

function summarise(samples: readonly Sample[]): ProbeStats {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const failed = samples.filter((sample) => sample.status !== 200);
  return {
    requests: samples.length,
    errors: failed.length,
    errorSamples: [...new Set(failed.map((s) => `${s.status} ${s.body.slice(0, 160)}`))].slice(
      0,
      3,
    ),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}
