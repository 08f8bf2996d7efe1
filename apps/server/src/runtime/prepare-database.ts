import type { DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed';
import type { Env } from '../env';
import { createEnvSecretBox } from '../lib/secret-box/env-secret-box';
import { resealTwoFactorSecrets } from '../lib/secret-box/reseal-two-factor-secrets';
import type { Logger } from 'pino';

/**
 * Migrations, then the first-start seed (plans, super admin). Runs once per start: in the single process,
 * or in the cluster primary before any worker exists, so workers never race to create the super admin.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  env: Env,
  logger: Logger,
): Promise<void> {
  logger.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined },
    'applying database migrations',
  );
  await database.migrate();
  await resealSecrets(database, env, logger);

  const seeded = await seedDatabase(database.db, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
  });
  if (seeded.createdPlans.length > 0)
    logger.info({ plans: seeded.createdPlans }, 'subscription plans created');
  if (seeded.createdAdmin) {
    const { email, generatedPassword } = seeded.createdAdmin;
    // Written to the console rather than the JSON log on purpose: it is shown once and must be readable.
    console.log(
      generatedPassword
        ? `\n  First start: super admin ${email} created with password ${generatedPassword}\n  Sign in and change it now; it is not stored anywhere in clear and will not be shown again.\n`
        : `\n  First start: super admin ${email} created with the password from ADMIN_PASSWORD.\n`,
    );
  }
}

/**
 * Seals clear-text TOTP secrets and those under a previous key with the current key (ADR 013). A row no key
 * opens is reported, not fatal: only its user's code checks fail (503) until the right key is configured.
 */
async function resealSecrets(database: DatabaseHandle, env: Env, logger: Logger): Promise<void> {
  const box = createEnvSecretBox(env);
  const report = await resealTwoFactorSecrets(database.db, box);
  if (report.resealed > 0)
    logger.info(
      { resealed: report.resealed, keyId: box.currentKeyId },
      'two-factor secrets sealed with the current key',
    );
  if (report.unreadable.length > 0)
    logger.error(
      { unreadable: report.unreadable, keyId: box.currentKeyId },
      'two-factor secrets that no configured key opens: set the key they were sealed with in SECRETS_KEY_PREVIOUS (ADR 013)',
    );
}

/** The line printed once the server answers. */
export function readyBanner(env: Env, workers: number): string {
  const processes = workers > 1 ? ` with ${workers} worker processes` : '';
  return `\n  Sanctions screening is running at ${env.PUBLIC_URL}${processes}  (API docs: ${env.PUBLIC_URL}/api/docs)\n`;
}
