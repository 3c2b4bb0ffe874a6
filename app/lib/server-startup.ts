import { STARTUP_STATE_ID } from '@shared/constants/server-render';
import type { StartupProgress } from '@shared/schemas/health';
import { isApiError } from './api-error';

/** The problem type every `/api` route answers (503) while the server starts. */
export const NOT_READY_PROBLEM_TYPE = 'urn:collabify:problem:not-ready';

type Listener = () => void;

/** The server's start-up progress while it is starting as far as the app knows, else null. */
let starting: StartupProgress | null = null;
const listeners = new Set<Listener>();

function publish(next: StartupProgress | null) {
  starting = next;
  for (const listener of listeners) listener();
}

/**
 * The start-up progress a page served while the server starts carries (`#startup-state`, see
 * server/modules/public-pages/html-shell.ts), or null on a page of a ready server.
 */
export function readStartupState(document: Document): StartupProgress | null {
  const text = document.getElementById(STARTUP_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as StartupProgress) : null;
}

/**
 * The progress a start-up 503 (`urn:collabify:problem:not-ready`) carries in its `startup`
 * member; null for any other error.
 */
export function startupOf(error: unknown): StartupProgress | null {
  if (!isApiError(error, 503) || error.type !== NOT_READY_PROBLEM_TYPE) return null;
  const progress = (error.problem as { startup?: StartupProgress }).startup;
  return progress && typeof progress.phase === 'string' ? progress : null;
}

/** The server's start-up progress while it starts, else null (read with {@link subscribeServerStartup}). */
export function getServerStartup(): StartupProgress | null {
  return starting;
}

/** Calls `listener` whenever the start-up state changes; returns a function that stops it. */
export function subscribeServerStartup(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Records that the server is starting, with its progress (the start-up screen shows it). */
export function reportServerStarting(progress: StartupProgress): void {
  publish(progress);
}

/** Records that the server is ready: the app shows its pages again. */
export function reportServerReady(): void {
  if (starting) publish(null);
}

/**
 * Records `error` when it is a start-up 503, so the app shows the start-up screen instead of the
 * page whose call failed. Returns whether it was one.
 */
export function reportIfStarting(error: unknown): boolean {
  const progress = startupOf(error);
  if (progress) publish(progress);
  return progress !== null;
}
