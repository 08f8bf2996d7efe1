import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv, parseEnv } from './env';

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      LIST_REFRESH_HOURS: 24,
      LIST_DOWNLOAD_ENABLED: true,
      TRUST_PROXY: false,
      SERVER_WORKERS: 'auto',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(env.DATA_DIR).toBe(join(process.cwd(), 'data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it('reads SERVER_WORKERS as a count or auto', () => {
    expect(parseEnv({ SERVER_WORKERS: '3' }).SERVER_WORKERS).toBe(3);
    expect(parseEnv({ SERVER_WORKERS: 'auto' }).SERVER_WORKERS).toBe('auto');
    expect(parseEnv({ SERVER_WORKERS: '' }).SERVER_WORKERS).toBe('auto');
  });

  it('reads SCREENING_INDEX_MODE, per-worker by default, and refuses anything else clearly', () => {
    expect(parseEnv({}).SCREENING_INDEX_MODE).toBe('per-worker');
    expect(parseEnv({ SCREENING_INDEX_MODE: 'per-host' }).SCREENING_INDEX_MODE).toBe('per-host');
    expect(problemsOf({ SCREENING_INDEX_MODE: 'shared' })).toEqual([
      'SCREENING_INDEX_MODE must be per-worker (each server worker holds its own index) or per-host (the cluster primary holds one index for all workers)',
    ]);
    expect(parseEnv({}).SCREENING_INDEX_IPC_TIMEOUT_MS).toBe(5_000);
    expect(problemsOf({ SCREENING_INDEX_IPC_TIMEOUT_MS: '10' })).toEqual([
      'SCREENING_INDEX_IPC_TIMEOUT_MS must be at least 100',
    ]);
  });

  it('reads SHUTDOWN_GRACE_MS, 10 s by default', () => {
    expect(parseEnv({}).SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(parseEnv({ SHUTDOWN_GRACE_MS: '2500' }).SHUTDOWN_GRACE_MS).toBe(2_500);
    expect(() => parseEnv({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('never downloads lists in tests unless asked', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).LIST_DOWNLOAD_ENABLED).toBe(false);
    expect(
      parseEnv({ NODE_ENV: 'test', LIST_DOWNLOAD_ENABLED: 'true' }).LIST_DOWNLOAD_ENABLED,
    ).toBe(true);
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', JWT_SECRET: '', ADMIN_EMAIL: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAIL).toBeUndefined();
  });

  it('accepts a loopback admin e-mail and lower-cases it', () => {
    expect(parseEnv({ ADMIN_EMAIL: ' Admin@LocalHost ' }).ADMIN_EMAIL).toBe('admin@localhost');
  });

  it('strips the trailing slash of PUBLIC_URL', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://screening.example.com/' }).PUBLIC_URL).toBe(
      'https://screening.example.com',
    );
  });

  it.each([
    ['PORT not a number', { PORT: 'eighty' }, 'PORT'],
    ['PORT out of range', { PORT: '70000' }, 'PORT'],
    ['DATABASE_URL not postgres', { DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    ['JWT_SECRET too short', { JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [
      'JWT_SECRET placeholder',
      { JWT_SECRET: '<paste a random secret of 32+ characters>' },
      'JWT_SECRET',
    ],
    ['ADMIN_PASSWORD too short', { ADMIN_PASSWORD: 'abc' }, 'ADMIN_PASSWORD'],
    ['ADMIN_EMAIL malformed', { ADMIN_EMAIL: 'not an email' }, 'ADMIN_EMAIL'],
    ['LOG_LEVEL unknown', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    ['NODE_ENV unknown', { NODE_ENV: 'staging' }, 'NODE_ENV'],
    ['boolean flag unreadable', { TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    ['SMTP_URL wrong scheme', { SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    ['PUBLIC_URL not http', { PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    ['SERVER_WORKERS zero', { SERVER_WORKERS: '0' }, 'SERVER_WORKERS'],
    ['SERVER_WORKERS unreadable', { SERVER_WORKERS: 'many' }, 'SERVER_WORKERS'],
    ['SECRETS_KEY too short', { SECRETS_KEY: 'short' }, 'SECRETS_KEY'],
    ['METRICS_TOKEN too short', { METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [
      'SECRETS_KEY placeholder',
      { SECRETS_KEY: '<paste a random secret of 32+ characters>' },
      'SECRETS_KEY',
    ],
  ])('rejects %s', (_case, source, variable) => {
    const problems = problemsOf(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable} `));
  });

  it('reads SECRETS_KEY_PREVIOUS as a comma-separated list of keys (ADR 013)', () => {
    const [older, old] = ['o'.repeat(32), 'p'.repeat(40)];
    expect(parseEnv({ SECRETS_KEY_PREVIOUS: ` ${older} ,${old},` }).SECRETS_KEY_PREVIOUS).toEqual([
      older,
      old,
    ]);
    expect(parseEnv({}).SECRETS_KEY_PREVIOUS).toEqual([]);
    expect(parseEnv({ SECRETS_KEY: '' }).SECRETS_KEY).toBeUndefined();
    expect(problemsOf({ SECRETS_KEY_PREVIOUS: `${older},short` })).toEqual([
      'SECRETS_KEY_PREVIOUS.1 must be at least 32 characters (e.g. openssl rand -hex 32)',
    ]);
  });

  it('lists every problem at once in a readable message', () => {
    try {
      parseEnv({ PORT: 'x', JWT_SECRET: 'short', LOG_LEVEL: 'loud' });
      expect.unreachable('parseEnv should throw');
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = error instanceof Error ? error.message : '';
      expect(message).toContain('Invalid environment configuration');
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/JWT_SECRET must be at least 32 characters/);
      expect(message).toMatch(/LOG_LEVEL/);
    }
  });
});

describe('loadEnv', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-test-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses JWT_SECRET when set and writes nothing', () => {
    const dataDir = tempDir();
    const secret = 'a'.repeat(40);
    expect(loadEnv({ DATA_DIR: dataDir, JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('generates the secret once into DATA_DIR/jwt-secret (mode 0600) and reuses it', () => {
    const dataDir = join(tempDir(), 'nested');
    const first = loadEnv({ DATA_DIR: dataDir }).JWT_SECRET;
    const file = join(dataDir, 'jwt-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadEnv({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first);
  });

  it('refuses a truncated secret file instead of signing with a weak key', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'jwt-secret'), 'tiny\n');
    expect(() => loadEnv({ DATA_DIR: dataDir })).toThrow(EnvError);
  });
});
