// The app's stylesheets are the entry's, so the built index.html links them (a server-drawn
// page defers them until the app runs; see server/modules/public-pages/critical-css.ts).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/tiptap/styles.css';
import { visitorServerState } from './lib/server-state';
import { startOnFirstInput } from './lib/start-on-input';
import { afterLoadWhenIdle } from './lib/when-idle';

/**
 * The page's entry: loads and starts the app (app/main.tsx). A page the server drew for a
 * visitor is complete without it, so there the app starts once the page has loaded and the
 * browser is idle, or on the visitor's first input when that comes sooner (a tap made before it
 * runs is held and replayed); everywhere else (the app's own pages, a signed-in person) it
 * starts at once. Started on idle rather than only on input, the app is already running when a
 * person taps a button (issue 32: a first tap waited 1.4–2.9 s at 4× CPU for the app to start).
 */
const startApp = async () => {
  // React DOM is a third of the app's script: evaluated in a task of its own, and the browser
  // gets a turn (input, a frame) before the rest, so no single task takes the whole start.
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { start } = await import('./main');
  await start();
};

if (visitorServerState(document)) afterLoadWhenIdle(window, startOnFirstInput(window, startApp));
else void startApp();
