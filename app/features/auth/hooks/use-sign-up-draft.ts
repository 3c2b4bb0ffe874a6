import { useSyncExternalStore } from 'react';
import type { Logon } from '@shared/schemas/auth';

/** A role a person picks at sign-up. */
export type SignUpRole = NonNullable<Logon['role']>;

/** What the sign-up form hands to `/mail-verify`. */
export interface SignUpDraft {
  name: string;
  email: string;
  password: string;
  role: SignUpRole;
  /** Where to go once signed up (already checked with safeRedirect). */
  redirect?: string;
}

/*
 * The draft holds the password, so it lives in memory only: not in the URL, not in router state
 * (the browser keeps history.state on disk across reloads and session restore). A reload of
 * /mail-verify loses it and the page offers to sign up again.
 */
let draft: SignUpDraft | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Keeps the sign-up form's values for the code step. */
export function saveSignUpDraft(next: SignUpDraft): void {
  draft = next;
  listeners.forEach((l) => l());
}

/** Forgets the sign-up form's values (after the account is created). */
export function clearSignUpDraft(): void {
  draft = null;
  listeners.forEach((l) => l());
}

/** The pending sign-up draft, or null. */
export function useSignUpDraft(): SignUpDraft | null {
  return useSyncExternalStore(
    subscribe,
    () => draft,
    () => null,
  );
}
