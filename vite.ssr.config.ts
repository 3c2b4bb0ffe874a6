import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import appConfig from './vite.config.ts';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Builds the app's server renderer (app/entry-server.tsx) into dist/ssr/entry-server.js, an ES
 * module the server imports to render public pages for visitors. Same root, aliases and CSS
 * module names as the browser build, so the markup matches what the browser hydrates. Packages
 * stay imports of node_modules.
 */
export default mergeConfig(
  appConfig,
  defineConfig({
    publicDir: false,
    build: {
      ssr: path('./app/entry-server.tsx'),
      outDir: path('./dist/ssr'),
      emptyOutDir: true,
      target: 'node24',
      sourcemap: true,
    },
  }),
);
