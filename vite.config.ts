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
  build: { outDir: path('./dist/app'), emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
