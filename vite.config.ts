import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Builds the React app from app/ into dist/app, served by the Fastify server. */
export default defineConfig({
  root: path('./app'),
  publicDir: path('./app/public'),
  plugins: [react()],
  resolve: {
    alias: { '@app': path('./app'), '@shared': path('./shared') },
  },
  build: {
    outDir: path('./dist/app'),
    emptyOutDir: true,
    sourcemap: true,
    // One stylesheet for every page: a page the server draws is styled before its chunk loads
    // (split, the home page's own CSS came with its script and the hero grew 91 px on hydration).
    cssCodeSplit: false,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
