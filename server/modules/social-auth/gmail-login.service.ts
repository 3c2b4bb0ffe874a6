import { GMAIL_DAILY_SEND_LIMITS } from '@shared/constants/email';
import type { GmailLoginResult } from '@shared/schemas/email';
import type { OauthCallback } from '@shared/schemas/social';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError, conflict, fieldError } from '../../errors';
import { GOOGLE_SCOPES } from '../../integrations/google/client';
import { assertCanSendOutreach, getSender } from '../email-senders/email-senders.service';
import { gmailSendingStatus } from './gmail-sending.service';
import { upsertGmailConnection } from './gmail-sending.repository';
import { assertVerifiedEmail, completeGoogle } from './google-login.service';
import { inTransaction } from './sign-in';
import { startAuthorization } from './social-auth.service';
import { findUserConnection, upsertConnection } from './social-auth.repository';
import { sealTokens } from './token-sealing';

/**
 * The scope that lets Collabify send as the user (`users.messages.send`, integrations.md §6): the
 * one the Gmail consent asks for beyond the sign-in's ({@link GOOGLE_SCOPES}); its type stops the
 * typecheck should that list change order.
 */
const GMAIL_SEND_SCOPE: Extract<(typeof GOOGLE_SCOPES.gmail)[number], `${string}/gmail.send`> =
  GOOGLE_SCOPES.gmail[2];

/**
 * `GET /api/users/social-accounts/gmail/authorize`: Google's consent page for connecting the
 * signed-in brand's Gmail (openid, email, gmail.send; offline, so a refresh token comes back),
 * with a single-use state bound to this account and the app path to return to.
 * @throws 403 for accounts that do not send outreach; 503 without Google's keys.
 */
export function startGmailConnection(
  ctx: AppContext,
  user: UserRow,
  redirect: string | undefined,
): Promise<{ url: string }> {
  assertCanSendOutreach(user);
  return startAuthorization(ctx, 'gmail', user, redirect);
}

/** The daily sending cap of a Google account: Workspace (`hd` set) or consumer Gmail. */
const gmailDailyLimit = (hostedDomain: string | null) =>
  hostedDomain ? GMAIL_DAILY_SEND_LIMITS.workspace : GMAIL_DAILY_SEND_LIMITS.consumer;

/**
 * `POST /api/auth/gmail-login`: connects the signed-in brand's Gmail from the code and state
 * Google sent to `/auth/callback/gmail`. The state must have been started by this same account;
 * the code is exchanged (PKCE, ID token checked), Google's email must be verified, and the grant
 * must include gmail.send and a refresh token. The connection is stored as provider `gmail`
 * (the Google `sub`, the Gmail address as its name, tokens sealed) with the account's daily cap
 * (2,000 for Workspace, 500 for consumer Gmail). Sending does not switch to Gmail by itself.
 * @returns the sender (with the connected Gmail) and the app path to return to.
 * @throws 403 for accounts that do not send outreach; 400 naming `body.state` (unknown, used,
 * expired, or started by another account) or `body.code` (Google refused, unverified email, no
 * gmail.send permission); 409 when this Gmail is connected to another Collabify account; 503
 * without Google's keys.
 */
export async function gmailLogin(
  ctx: AppContext,
  user: UserRow,
  body: OauthCallback,
): Promise<GmailLoginResult> {
  assertCanSendOutreach(user);
  const { identity, tokens, state } = await completeGoogle(ctx, 'gmail', body, user.id);
  assertVerifiedEmail(identity, 'body.code');
  if (!tokens.scopes.includes(GMAIL_SEND_SCOPE)) {
    throw fieldError(
      'body.code',
      'Collabify needs permission to send email as you. Connect Gmail again and allow “Send email on your behalf”.',
    );
  }
  if (!tokens.refreshToken) {
    throw fieldError(
      'body.code',
      'Google did not give Collabify lasting access to send as you. Connect Gmail again.',
    );
  }
  try {
    await inTransaction(ctx, async (tx) => {
      await upsertConnection(tx, {
        userId: user.id,
        provider: 'gmail',
        providerAccountId: identity.sub,
        displayName: identity.email,
        ...sealTokens(ctx, 'gmail', identity.sub, tokens),
      });
      const connection = await findUserConnection(tx, user.id, 'gmail');
      await upsertGmailConnection(tx, connection!.id, {
        hostedDomain: identity.hostedDomain,
        dailySendLimit: gmailDailyLimit(identity.hostedDomain),
      });
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 409) {
      throw conflict('This Gmail is already connected to another Collabify account.');
    }
    throw error;
  }
  const sender = await getSender(ctx, user, gmailSendingStatus);
  return { ...sender, redirect: state.redirectPath };
}
