import type { DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed';
import type { Env } from '../env';
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

/** The line printed once the server answers. */
export function readyBanner(env: Env, workers: number): string {
  const processes = workers > 1 ? ` with ${workers} worker processes` : '';
  return `\n  Sanctions screening is running at ${env.PUBLIC_URL}${processes}  (API docs: ${env.PUBLIC_URL}/api/docs)\n`;
}
