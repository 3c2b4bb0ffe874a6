import { hydrate } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { applyDeferredStylesheets } from '@app/lib/deferred-stylesheets';
import { queryClient } from '@app/lib/query-client';
import { visitorServerState } from '@app/lib/server-state';
import { buildRoutes } from './router';

/**
 * Whether this page was rendered by the server for a visitor and this browser can take it over:
 * then the queries the server read are put into the app's query cache, so the first render
 * matches the markup. False without a server render, or with a stored session (the server drew
 * the visitor's page; the signed-in one is rendered here instead).
 */
export function readServerRender(): boolean {
  const state = visitorServerState(document);
  if (!state) return false;
  hydrate(queryClient, JSON.parse(state));
  return true;
}

/**
 * The app's browser router with the current page's route chunks already loaded, so its first
 * render is the page the server drew (React Router's guidance for lazy routes and hydration).
 */
export async function createHydratingRouter() {
  const routes = buildRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

/** Attribute `<html>` carries once the app's first render is on screen (end-to-end tests wait for it). */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';

/**
 * Marks `<html>` with {@link APP_RUNNING_ATTRIBUTE} once the app has committed its first render
 * (until then a server-drawn page is plain HTML, whose links load a new page and whose buttons do
 * nothing), and applies the stylesheets a server-drawn page deferred. Applied here rather than
 * as the app's script starts, the whole-page style recalculation they cause runs in its own task
 * after hydration instead of lengthening the script's first task; a layout effect, so nothing
 * the app draws is painted without them. Renders nothing; place it beside the app, outside any
 * Suspense boundary; `onRunning` is called then.
 */
export function AppRunningMark({ onRunning }: { onRunning: () => void }) {
  useLayoutEffect(() => {
    applyDeferredStylesheets(document);
    document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
    onRunning();
  }, [onRunning]);
  return null;
}
