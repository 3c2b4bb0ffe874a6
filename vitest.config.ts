import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@app': path('./app'),
  '@server': path('./server'),
  '@shared': path('./shared'),
};

/** Three projects: shared (node), server (node, real database), app (jsdom). */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'shared', environment: 'node', include: ['shared/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Spawns the compiled server on PostgreSQL and Redis: `npm run test:processes`.
          exclude: [...configDefaults.exclude, 'server/test/processes/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['app/test/setup.ts'],
        },
      },
    ],
  },
});
