import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  clients: number;
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
}

/**
 * `clients` concurrent loops, each posting searches back to back over keep-alive connections for
 * `seconds`. Latency is measured per request from send to the last byte of the reply.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  const url = new URL('/api/v2/search', options.baseUrl);
  const latencies: number[] = [];
  const errorSamples = new Set<string>();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const client = async () => {
    while (performance.now() < deadline) {
      const i = next++;
      const body = options.bodies[i % options.bodies.length] ?? '{}';
      const token = options.tokens[i % options.tokens.length] ?? '';
      const sent = performance.now();
      const outcome = await post(agent, url, token, body);
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
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    clients: options.clients,
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

function post(
  agent: Agent,
  url: URL,
  token: string,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', (error) => resolve({ status: 0, body: error.message }));
    req.end(body);
  });
}

/** Nearest-rank percentile of sorted values, in the values' unit. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[rank] ?? 0;
}
