import { createHash, randomBytes } from 'node:crypto';
import { OAUTH_STATE_MINUTES, type SocialProvider } from '@shared/constants/social';
import type { AppContext } from '../../context';
import { fieldError } from '../../errors';
import { insertState, takeState } from './social-auth.repository';

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
/** 32 random bytes, base64url: a `state`, a PKCE code verifier (43 characters) or a nonce. */
const randomToken = () => randomBytes(32).toString('base64url');

/** A pending authorization's secrets, as sent to the provider (state) and kept (the rest). */
export interface IssuedState {
  state: string;
  /** PKCE code verifier (RFC 7636), 43 characters. */
  codeVerifier: string;
  /** OpenID Connect nonce. */
  nonce: string;
}

/**
 * Issues a single-use `state` for a sign-in or connection at `provider`: stored as its SHA-256
 * with the PKCE verifier sealed, valid {@link OAUTH_STATE_MINUTES} minutes. `userId` is the
 * signed-in account a connection (Gmail) belongs to; `redirectPath` where the app continues.
 */
export async function issueState(
  ctx: AppContext,
  provider: SocialProvider,
  opts: { userId: string | null; redirectPath: string | null },
): Promise<IssuedState> {
  const issued = { state: randomToken(), codeVerifier: randomToken(), nonce: randomToken() };
  await insertState(ctx.db, {
    stateHash: hashState(issued.state),
    provider,
    userId: opts.userId,
    codeVerifier: ctx.secretBox.seal(issued.codeVerifier, `oauth:${provider}`),
    nonce: issued.nonce,
    redirectPath: opts.redirectPath,
    expiresAt: new Date(Date.now() + OAUTH_STATE_MINUTES * 60_000),
  });
  return issued;
}

/** A spent state's secrets. */
export interface SpentState {
  codeVerifier: string;
  nonce: string;
  redirectPath: string | null;
  /** The account a connection was started by (Gmail), else null. */
  userId: string | null;
}

/**
 * Spends the `state` the provider sent back: it must be ours, for this provider, unused and
 * unexpired; it can never be used again. @throws 400 naming `body.state`.
 */
export async function spendState(
  ctx: AppContext,
  provider: SocialProvider,
  state: string,
): Promise<SpentState> {
  const row = await takeState(ctx.db, hashState(state));
  if (!row || row.provider !== provider || row.expiresAt.getTime() < Date.now()) {
    throw fieldError('body.state', 'This sign-in has expired or was already used. Start it again.');
  }
  return {
    codeVerifier: ctx.secretBox.open(row.codeVerifier, `oauth:${provider}`),
    nonce: row.nonce ?? '',
    redirectPath: row.redirectPath,
    userId: row.userId,
  };
}
