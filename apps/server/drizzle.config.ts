import { defineConfig } from 'drizzle-kit';

// Generation only: migrations are applied by the server at start-up (src/db/migrate.ts), never pushed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
