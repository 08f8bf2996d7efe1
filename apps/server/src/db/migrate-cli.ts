import { loadDotEnvFile, loadEnv } from '../env';
import { createDatabase } from './client';

/** `npm run db:migrate -w @sanctions/server`: applies pending migrations to DATABASE_URL or the PGlite data dir. */
loadDotEnvFile();
const env = loadEnv();
const database = createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
