import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * `npm run test:processes`: the compiled server in several processes (two web, one worker) on
 * PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL); run by .ci/run after a build.
 */
export default defineConfig({
  resolve: { alias: { '@server': path('./server'), '@shared': path('./shared') } },
  test: {
    name: 'processes',
    environment: 'node',
    include: ['server/test/processes/**/*.test.ts'],
    testTimeout: 150_000,
    hookTimeout: 150_000,
  },
});
