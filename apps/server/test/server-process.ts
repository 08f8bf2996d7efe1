import { spawn } from 'node:child_process';
import type { ChildProcess, ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

export const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export interface ServerClusterOptions {
  databaseUrl: string | undefined;
  port: number;
  dataDir: string;
  /** Settings beyond the common ones (e.g. SCREENING_INDEX_MODE, LISTS_DIR, ADMIN_EMAIL). */
  env?: Record<string, string>;
}

/**
 * The production server entry with two worker processes on the test's PostgreSQL database: no scheduled
 * list refresh or download, a fresh JWT secret, warnings only unless `env` says otherwise.
 */
export function spawnServerCluster(
  options: ServerClusterOptions,
): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      SERVER_WORKERS: '2',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LIST_REFRESH_HOURS: '0',
      LIST_DOWNLOAD_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves once the child's stdout or stderr has printed `pattern`; rejects if it exits first. */
export function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (pattern.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before: ${output}`)));
  });
}

/** One request on a new connection (no keep-alive), so a cluster's primary hands each to the next worker. */
export function sendToServer(
  url: string,
  method: 'GET' | 'POST',
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
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
    req.on('error', reject);
    req.end(payload);
  });
}
