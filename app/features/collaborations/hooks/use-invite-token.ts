import { createContext, use } from 'react';

/**
 * The emailed link's token the collaboration calls below it send (`X-Collaboration-Token`), or
 * null to use the signed-in session. Provided by the public `/collaboration-detail/:id` page.
 */
export const InviteTokenContext = createContext<string | null>(null);

/** The invite token in effect (null: the session). */
export function useInviteToken(): string | null {
  return use(InviteTokenContext);
}
