import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Compiles the server (server/main.ts) into one ES module, dist/server/main.js, that Node runs
 * without a TypeScript loader: `npm start` and production run this, never the sources. Packages
 * stay imports of node_modules (Vite's SSR default); only our own code is bundled.
 */
export default defineConfig({
  resolve: { alias: { '@server': path('./server'), '@shared': path('./shared') } },
  build: {
    ssr: path('./server/main.ts'),
    outDir: path('./dist/server'),
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
  },
});
