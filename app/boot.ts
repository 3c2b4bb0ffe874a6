// The app's stylesheets are the entry's, so the built index.html links them (a server-drawn
// page defers them until the app runs; see server/modules/public-pages/critical-css.ts).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/tiptap/styles.css';
import { visitorServerState } from './lib/server-state';
import { startOnFirstInput } from './lib/start-on-input';

/**
 * The page's entry: loads and starts the app (app/main.tsx). A page the server drew for a
 * visitor is complete without it, so there the app starts on the visitor's first input;
 * everywhere else (the app's own pages, a signed-in person) it starts at once. Starting it once
 * the page was loaded and idle instead was measured (bench/README.md, "The first tap"): a tap at
 * the load still waited for it, and Lighthouse's mobile score of the content pages fell below 95.
 */
const startApp = async () => {
  // React DOM is a third of the app's script: evaluated in a task of its own, and the browser
  // gets a turn (input, a frame) before the rest, so no single task takes the whole start.
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { start } = await import('./main');
  await start();
};

if (visitorServerState(document)) startOnFirstInput(window, startApp);
else void startApp();
