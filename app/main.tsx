import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/tiptap/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRunningMark, createHydratingRouter, readServerRender } from './hydration';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/**
 * Starts the app in `#root`. A page the server rendered for a visitor is hydrated in slices (a
 * transition), so the browser stays responsive while it takes the page over; any other page is
 * rendered here.
 */
async function start(root: HTMLElement) {
  const hydrating = readServerRender();
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter router={hydrating ? await createHydratingRouter() : undefined} />
        <AppRunningMark />
      </AppProvider>
    </StrictMode>
  );
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
