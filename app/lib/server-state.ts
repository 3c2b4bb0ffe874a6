import { SERVER_STATE_ID } from '@shared/constants/server-render';
import { getToken } from './token-storage';

/**
 * The query cache (TanStack Query's dehydrated state, JSON text) of a page the server drew for a
 * visitor, or null: no server render, or a stored session (the server draws the visitor's page;
 * the signed-in one is rendered in the browser instead).
 */
export function visitorServerState(document: Document): string | null {
  const state = document.getElementById(SERVER_STATE_ID)?.textContent;
  return state && !getToken() ? state : null;
}
