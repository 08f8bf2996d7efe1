import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface LoadResult {
  clients: number;
  /** Offered requests per second of an open-loop run; undefined for a closed loop. */
  rate: number | undefined;
  requests: number;
  errors: number;
  /** First few distinct error descriptions. */
  errorSamples: string[];
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadOptions {
  baseUrl: string;
  /** Access tokens used round-robin, one per request. */
  tokens: readonly string[];
  bodies: readonly string[];
  clients: number;
  seconds: number;
  /**
   * Open loop: requests are scheduled at this many per second in total, whatever the replies, and each
   * latency is counted from the request's scheduled time (so time spent waiting for a free client counts
   * too: no coordinated omission). Undefined: closed loop, each client sends its next request as soon as
   * its previous reply has arrived.
   */
  rate?: number;
}

/**
 * `clients` concurrent loops posting searches over keep-alive connections for `seconds`: back to back
 * (closed loop), or at a fixed total rate (open loop, see {@link LoadOptions.rate}). Latency runs to the
 * last byte of the reply.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  // undici rather than node:http: the load client shares the machine's two cores with the server and
  // PostgreSQL, so its own CPU per request should be as small as possible.
  const pool = new Pool(options.baseUrl, { connections: options.clients, pipelining: 1 });
  const latencies: number[] = [];
  const errorSamples = new Set<string>();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const interval = options.rate === undefined ? 0 : 1000 / options.rate;
  const client = async () => {
    for (;;) {
      const i = next++;
      let sent = performance.now();
      if (options.rate !== undefined) {
        const scheduled = started + i * interval;
        if (scheduled >= deadline) break;
        if (scheduled > sent) await sleep(scheduled - sent);
        sent = scheduled;
      } else if (sent >= deadline) {
        break;
      }
      const body = options.bodies[i % options.bodies.length] ?? '{}';
      const token = options.tokens[i % options.tokens.length] ?? '';
      const outcome = await post(pool, token, body);
      latencies.push(performance.now() - sent);
      if (outcome.status !== 200) {
        errors++;
        if (errorSamples.size < 5)
          errorSamples.add(`${outcome.status} ${outcome.body.slice(0, 160)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    clients: options.clients,
    rate: options.rate,
    requests: latencies.length,
    errors,
    errorSamples: [...errorSamples],
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** One search; the reply is read to its last byte, its text kept only when it is an error. */
async function post(
  pool: Pool,
  token: string,
  body: string,
): Promise<{ status: number; body: string }> {
  try {
    const reply = await pool.request({
      path: '/api/v2/search',
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    if (reply.statusCode === 200) {
      for await (const chunk of reply.body) void chunk;
      return { status: 200, body: '' };
    }
    return { status: reply.statusCode, body: await reply.body.text() };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}

/** Nearest-rank percentile of sorted values, in the values' unit. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[rank] ?? 0;
}
