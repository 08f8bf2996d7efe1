import { loadDotEnvFile, loadEnv } from '../env';
import { createDatabase } from './client';
import { seedDatabase } from './seed';

/** `npm run db:seed -w @sanctions/server`: migrations, then the idempotent first-start seed. */
loadDotEnvFile();
const env = loadEnv();
const database = createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
await database.migrate();
const result = await seedDatabase(database.db, {
  adminEmail: env.ADMIN_EMAIL,
  adminPassword: env.ADMIN_PASSWORD,
});
await database.close();
console.log(`Plans created: ${result.createdPlans.join(', ') || 'none (already present)'}`);
if (result.createdAdmin) {
  console.log(
    `Super admin ${result.createdAdmin.email} created` +
      (result.createdAdmin.generatedPassword
        ? ` with password ${result.createdAdmin.generatedPassword}`
        : ''),
  );
}
