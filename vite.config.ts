import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Preloads the app's main chunk (app/main.tsx, which app/boot.ts imports) and its static imports
 * from index.html, as Vite does for an entry's own imports: the app's pages and a signed-in
 * person's start it at once, and should not wait for the small entry before requesting it. The
 * server drops these links from the pages it draws for visitors (html-shell.ts), where the app
 * starts only on the visitor's first input.
 */
function preloadMainChunk(): Plugin {
  return {
    name: 'collabify:preload-main-chunk',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const main = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.facadeModuleId === path('./app/main.tsx'),
        );
        if (!main) throw new Error('the build has no chunk for app/main.tsx');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          // The entry itself is index.html's script already.
          if (chunk?.type !== 'chunk' || chunk.isEntry || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        visit(main.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Whether a built file is the HTML's entry chunk (app/boot.ts, named `index-<hash>.js`). */
const isEntryChunk = (file: string) => /(^|\/)index-[\w-]+\.js$/.test(file);

/** Builds the React app from app/ into dist/app, served by the Fastify server. */
export default defineConfig({
  root: path('./app'),
  publicDir: path('./app/public'),
  plugins: [react(), preloadMainChunk()],
  resolve: {
    alias: { '@app': path('./app'), '@shared': path('./shared') },
  },
  build: {
    outDir: path('./dist/app'),
    emptyOutDir: true,
    sourcemap: true,
    // The entry's imports of the app (app/boot.ts: React DOM, then app/main.tsx) list no
    // dependencies to preload: the helper added a `<link rel="modulepreload">` for each of main's
    // 25 after a search of the document, about 45 ms (at 1x) of the app's start on a large
    // server-drawn page, and main imports them itself at once. Route chunks keep their lists, so a
    // page's imports load together rather than one level at a time.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) => (isEntryChunk(hostId) ? [] : deps),
    },
    // dist/app/.vite/manifest.json: which chunks each module loads (`npm run size` reads it).
    manifest: true,
    // One stylesheet for every page: a page the server draws is styled before its chunk loads
    // (split, the home page's own CSS came with its script and the hero grew 91 px on hydration).
    cssCodeSplit: false,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
