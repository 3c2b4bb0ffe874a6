/**
 * An account's email as people should see it: null for the unreachable `.invalid` address (RFC
 * 2606) a creator account gets when it was made from a platform that shares no email (Instagram,
 * TikTok).
 */
export function shownEmail(email: string): string | null {
  return /\.invalid$/i.test(email) ? null : email;
}
