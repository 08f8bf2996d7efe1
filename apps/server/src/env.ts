import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { PRODUCT_NAME } from '@sanctions/contracts';

const PLACEHOLDER = /^(change[-_ ]?me|changeme|secret|password|todo|xxx+|<.*>|your[-_ ].*)$/i;

const notPlaceholder = (value: string) => !PLACEHOLDER.test(value.trim());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value), {
  message: 'must be a postgres:// or postgresql:// connection string',
});

// Loopback e-mails such as admin@localhost are valid here: the first super admin of an offline installation.
const adminEmail = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address');

// Encrypts secrets kept in the database (two-factor secrets); see ADR 013.
const secretsKey = z
  .string()
  .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
  .refine(notPlaceholder, 'is still a placeholder');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(postgresUrl),
    JWT_SECRET: optional(
      z
        .string()
        .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
        .refine(notPlaceholder, 'is still a placeholder'),
    ),
    SECRETS_KEY: optional(secretsKey),
    SECRETS_KEY_PREVIOUS: optional(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((key) => key.trim())
            .filter((key) => key !== ''),
        )
        .pipe(z.array(secretsKey)),
    ),
    ADMIN_EMAIL: optional(adminEmail),
    ADMIN_PASSWORD: optional(
      z
        .string()
        .min(8, 'must be at least 8 characters')
        .refine(notPlaceholder, 'is still a placeholder'),
    ),
    LISTS_DIR: optional(z.string().min(1)),
    LIST_REFRESH_HOURS: z.coerce.number().min(0, 'must be 0 (off) or more').default(24),
    LIST_DOWNLOAD_ENABLED: optional(booleanFlag),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: z.string().min(3).default(`${PRODUCT_NAME} <no-reply@localhost>`),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: optional(booleanFlag),
    SERVER_WORKERS: z.preprocess(
      emptyAsUndefined,
      z
        .union([
          z.literal('auto'),
          z.coerce
            .number()
            .int('must be a whole number or auto')
            .min(1, 'must be 1 or more, or auto')
            .max(64, 'must be at most 64'),
        ])
        .default('auto'),
    ),
    // Where the screening index lives with several workers (ADR 033): one per worker, or one per host held by
    // the cluster primary that the workers screen through over the cluster IPC channel.
    SCREENING_INDEX_MODE: z
      .enum(['per-worker', 'per-host'], {
        message:
          'must be per-worker (each server worker holds its own index) or per-host (the cluster primary holds one index for all workers)',
      })
      .default('per-worker'),
    // How long a per-host worker waits for the primary's answer before the request answers 503.
    SCREENING_INDEX_IPC_TIMEOUT_MS: z.coerce
      .number()
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100')
      .max(60_000, 'must be at most 60000')
      .default(5_000),
    // The durable job queue's background loop (ADR 015); `off` leaves queued jobs to other processes.
    JOB_WORKER: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    // Graceful stop: how long SIGTERM/SIGINT waits for in-flight requests and running jobs.
    SHUTDOWN_GRACE_MS: z.coerce
      .number()
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more')
      .max(600_000, 'must be at most 600000 (10 minutes)')
      .default(10_000),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
    // Webhooks (ADR 021): `loopback` lets tests register http://127.0.0.1 receivers; ignored in production.
    WEBHOOK_ALLOW_INSECURE: z
      .enum(['off', 'loopback'], { message: 'must be off or loopback' })
      .default('off'),
    // Single sign-on (issue 27): `loopback` admits an http:// identity provider on 127.0.0.1/::1/localhost
    // (the loopback test provider of the flow tests and e2e); every other issuer must be https.
    SSO_ALLOW_INSECURE: z
      .enum(['off', 'loopback'], { message: 'must be off or loopback' })
      .default('off'),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Bearer token of `GET /metrics` (Prometheus); unset, the endpoint answers 404. */
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  })
  .transform((raw) => ({
    ...raw,
    DATA_DIR: resolve(raw.DATA_DIR),
    LISTS_DIR: raw.LISTS_DIR === undefined ? undefined : resolve(raw.LISTS_DIR),
    // Never download official lists from tests: they read the local copies.
    LIST_DOWNLOAD_ENABLED: raw.LIST_DOWNLOAD_ENABLED ?? raw.NODE_ENV !== 'test',
    TRUST_PROXY: raw.TRUST_PROXY ?? false,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    SECRETS_KEY_PREVIOUS: raw.SECRETS_KEY_PREVIOUS ?? [],
    WEBHOOK_ALLOW_INSECURE:
      raw.NODE_ENV === 'production' ? ('off' as const) : raw.WEBHOOK_ALLOW_INSECURE,
  }));

type ParsedEnv = z.infer<typeof envSchema>;

/** Server configuration, parsed once at start-up. `JWT_SECRET` is always resolved (env or data directory). */
export type Env = Omit<ParsedEnv, 'JWT_SECRET'> & { JWT_SECRET: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses and checks the variables; throws {@link EnvError} listing every problem. No file access. */
export function parseEnv(source: Record<string, string | undefined>): ParsedEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  return result.data;
}

/** Reads `.env` of the working directory when present; variables already set in the environment win. */
export function loadDotEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/**
 * The full start-up configuration: {@link parseEnv}, then the JWT secret from `JWT_SECRET` or, when unset,
 * from `<DATA_DIR>/jwt-secret`, generated on first start (mode 0600) so sessions survive restarts.
 * Several instances sharing one PostgreSQL must set `JWT_SECRET` explicitly.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = parseEnv(source);
  return { ...parsed, JWT_SECRET: parsed.JWT_SECRET ?? readOrCreateSecret(parsed.DATA_DIR) };
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
    throw new EnvError([
      `${file} holds a secret shorter than 32 characters; delete it to generate a new one`,
    ]);
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
