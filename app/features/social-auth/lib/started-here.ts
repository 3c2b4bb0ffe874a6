/** Where this tab keeps the `state` of the social sign-in it started. */
const KEY = 'collabify.socialSignInState';

/**
 * Remembers, for this browser tab, the `state` of the consent page it is about to open. The
 * callback finishes only a sign-in this tab started: someone else's code and state, sent in a
 * link, would otherwise sign the person in to that someone's account (login CSRF, RFC 6749
 * §10.12). sessionStorage is per tab and survives the round trip to the provider.
 */
export function rememberStartedSignIn(consentUrl: string): void {
  const state = new URL(consentUrl).searchParams.get('state');
  if (state) window.sessionStorage.setItem(KEY, state);
}

/** Whether `state` is the sign-in this tab started; forgets it either way (single use). */
export function takeStartedSignIn(state: string): boolean {
  const started = window.sessionStorage.getItem(KEY);
  window.sessionStorage.removeItem(KEY);
  return started !== null && started === state;
}
