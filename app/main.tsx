import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRunningMark, createHydratingRouter, readServerRender } from './hydration';
import { readStartupState, reportServerStarting } from '@app/lib/server-startup';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/**
 * Starts the app in `#root` (loaded by app/boot.ts). A page the server rendered for a visitor is
 * hydrated in slices (a transition), so the browser stays responsive while it takes the page
 * over; any other page is rendered here (a page served while the server starts shows the start-up
 * screen until it is ready). Resolves once the app's first render is committed.
 * @throws Error when the page has no `#root` element.
 */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const starting = readStartupState(document);
  if (starting) reportServerStarting(starting);
  const hydrating = readServerRender();
  const router = hydrating ? await createHydratingRouter() : undefined;
  return new Promise((running) => {
    const app = (
      <StrictMode>
        <AppProvider>
          <AppRouter router={router} />
          <AppRunningMark onRunning={running} />
        </AppProvider>
      </StrictMode>
    );
    if (hydrating) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  });
}
