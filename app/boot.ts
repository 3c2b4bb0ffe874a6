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
 * everywhere else (the app's own pages, a signed-in person) it starts at once.
 */
const startApp = () => import('./main').then(({ start }) => start());

if (visitorServerState(document)) startOnFirstInput(window, startApp);
else void startApp();
