import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@app': path('./app'),
  '@server': path('./server'),
  '@shared': path('./shared'),
  '@providers': path('./providers'),
};

/** Four projects: shared (node), providers (node), server (node, real database), app (jsdom). */
export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves a core to its main process (one worker on the
    // 2-core CI machine), but the server files mostly wait (timers, SMTP, PostgreSQL): two
    // workers ran the server project in 219 s instead of 322 s on 2 cores.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: { name: 'shared', environment: 'node', include: ['shared/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        // The local Shopify, Stripe, Google, Meta and TikTok: each vendor's contract, tested alone.
        test: {
          name: 'providers',
          environment: 'node',
          include: ['providers/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          // A worker imports the server's modules once, not once per file: 290 → 191 s for the
          // project on 2 cores. Each file still builds its own app on its own database copy, and
          // no server test mocks a module.
          isolate: false,
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          // Spawns the compiled server on PostgreSQL and Redis: `npm run test:processes`.
          // `*.postgres.test.ts` need PostgreSQL itself (a second database as a read replica):
          // registered only when TEST_DATABASE_URL is set, as in CI's PostgreSQL step.
          exclude: [
            ...configDefaults.exclude,
            'server/test/processes/**',
            ...(process.env.TEST_DATABASE_URL ? [] : ['server/**/*.postgres.test.ts']),
          ],
          // Migrates one template database per run; each file's createTestDatabase() copies it.
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'app',
          // A worker imports React, Mantine and the pages once, not once per file: the project
          // went from 238 s to 73 s on 2 cores. No app test mocks a module; the setup file puts
          // back what a test changes (DOM, storage, cookies, stubs, timers) after each test.
          isolate: false,
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['app/test/setup.ts'],
          // Typing through userEvent in jsdom takes 1–2 s a test alone; the README's test command
          // runs both projects side by side on two cores, where one such test measured 5.2 s.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
