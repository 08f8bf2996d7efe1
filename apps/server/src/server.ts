import { buildApp } from './app';
import { createDatabase } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import { seedDatabase } from './db/seed';
import { EnvError, loadDotEnvFile, loadEnv } from './env';
import type { Env } from './env';
import { startListMaintenance } from './features/sanctions/list-schedule';
import { createLogger } from './lib/logger';

/** env -> database -> migrations -> first-start seed -> app -> listen; graceful shutdown on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let env: Env;
  try {
    loadDotEnvFile();
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(env.LOG_LEVEL);
  let releaseLock: () => void = () => undefined;
  if (!env.DATABASE_URL) {
    try {
      releaseLock = acquireDataDirLock(env.DATA_DIR);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  process.once('exit', releaseLock);
  const database = createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
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

  const app = await buildApp({ env, db: database, logger });

  // Replaced by the real stop once the server listens; list jobs start only then.
  const listMaintenance = { stop: async (): Promise<void> => undefined };
  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await listMaintenance.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  listMaintenance.stop = startListMaintenance(app);
  console.log(
    `\n  Sanctions screening is running at ${env.PUBLIC_URL}  (API docs: ${env.PUBLIC_URL}/api/docs)\n`,
  );
}

main().catch((error: unknown) => {
  console.error('Failed to start the server:', error);
  process.exit(1);
});
