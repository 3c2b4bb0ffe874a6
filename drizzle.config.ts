import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates SQL migrations from server/db/schema; the server applies them at start-up. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
