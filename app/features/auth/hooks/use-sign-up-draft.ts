import { useLocation } from 'react-router';
import type { Logon } from '@shared/schemas/auth';
import { SIGN_UP_ROLES } from '@shared/constants/roles';

/** A role a person picks at sign-up. */
export type SignUpRole = NonNullable<Logon['role']>;

/** What the sign-up form hands to `/mail-verify` in router state (never in the URL). */
export interface SignUpDraft {
  name: string;
  email: string;
  password: string;
  role: SignUpRole;
  /** Where to go once signed up (already checked with safeRedirect). */
  redirect?: string;
}

/** Reads a {@link SignUpDraft} from router state, or null when the state is missing or malformed. */
export function readSignUpDraft(state: unknown): SignUpDraft | null {
  if (typeof state !== 'object' || state === null) return null;
  const draft = state as Record<string, unknown>;
  const { name, email, password, role, redirect } = draft;
  if (typeof name !== 'string' || typeof email !== 'string' || typeof password !== 'string') {
    return null;
  }
  if (!SIGN_UP_ROLES.some((allowed) => allowed === role)) return null;
  return {
    name,
    email,
    password,
    role: role as SignUpRole,
    redirect: typeof redirect === 'string' ? redirect : undefined,
  };
}

/** The sign-up draft carried in the current location's router state, if any. */
export function useSignUpDraft(): SignUpDraft | null {
  return readSignUpDraft(useLocation().state);
}
