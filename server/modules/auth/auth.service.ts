import type {
  ChangePassword,
  Login,
  Logon,
  ResetPassword,
  SendEmailCode,
  Session,
} from '@shared/schemas/auth';
import type { Role } from '@shared/constants/roles';
import type { AppContext } from '../../context';
import type { LoginThrottle } from './login-throttle';
import { isUniqueViolation } from '../../db/pg-errors';
import type { UserRow } from '../../db/schema';
import { conflict, fieldError, unauthorized } from '../../errors';
import { attachInvitations } from '../collaborations/collaborations.service';
import { linkInfluencerAccountByEmail } from '../influencer-accounts/influencer-accounts.service';
import { presentSelfUser } from '../users/users.presenter';
import { addRole, createUser, findUserWithEmail, revokeUserSessions } from '../users/users.service';
import { accountExistsMail, codeMail } from './auth.mails';
import {
  checkEmailCode,
  invalidCodeError,
  issueEmailCode,
  spendEmailCode,
} from './email-codes.service';
import { hashPassword, verifyPassword } from './passwords';

/** Builds the `{token, user}` answer for a signed-in user. */
export async function startSession(ctx: AppContext, user: UserRow): Promise<Session> {
  const token = await ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return { token, user: presentSelfUser(user) };
}

/**
 * Mails a one-time code. The answer never tells whether an account exists: a sign-up request for
 * a taken address mails "you already have an account" instead of a code, and a reset request for
 * an unknown address mails nothing.
 * @throws 429 when the address was sent a code less than a minute ago.
 */
export async function sendEmailCode(
  ctx: AppContext,
  input: Required<SendEmailCode>,
): Promise<void> {
  const { email, purpose } = input;
  const code = await issueEmailCode(ctx.db, ctx.secret, email, purpose);
  const user = await findUserWithEmail(ctx.db, email);
  // Mail leaves in the background, so every branch answers in the same time.
  if (purpose === 'sign-up') {
    ctx.mailer.sendLater(
      user ? accountExistsMail(email, ctx.appUrl) : codeMail(email, purpose, code, ctx.appUrl),
    );
  } else if (user) {
    ctx.mailer.sendLater(codeMail(email, purpose, code, ctx.appUrl));
  }
}

function rolesFor(ctx: AppContext, email: string, role: Role): Role[] {
  return ctx.adminEmails.includes(email) ? [role, 'admin'] : [role];
}

/**
 * Creates an account from a sign-up form and its emailed code; the code is spent only if the
 * account is created. @throws 400 on a wrong/expired/used code, 409 when the email has an account.
 */
export async function signUp(ctx: AppContext, input: Required<Logon>): Promise<Session> {
  const codeId = await checkEmailCode(ctx.db, ctx.secret, input.email, 'sign-up', input.code);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      await spendEmailCode(tx, codeId);
      return createUser(tx, {
        email: input.email,
        name: input.name,
        passwordHash,
        roles: rolesFor(ctx, input.email, input.role),
        emailVerifiedAt: new Date(),
      });
    });
    // The code proved the email: an influencer is linked to the profile that publishes it.
    await linkInfluencerAccountByEmail(ctx, user);
    // …and collaborations whose emailed link went to that address become the account's.
    await attachInvitations(ctx, user);
    return startSession(ctx, user);
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) {
      throw conflict('An account with this email already exists. Sign in instead.', [
        { path: 'body.email', message: 'An account with this email already exists' },
      ]);
    }
    throw error;
  }
}

/**
 * Signs in with email and password. Unknown email and wrong password give the same 401, after the
 * same argon2 work, and count against the account in `lockout`; the right password clears it.
 * Grants the admin role to ADMIN_EMAILS that lack it.
 * @throws 429 while the account is locked (even for the right password), 401 for wrong credentials.
 */
export async function signIn(
  ctx: AppContext,
  input: Login,
  lockout: LoginThrottle,
): Promise<Session> {
  await lockout.assertOpen(input.email);
  let user = await findUserWithEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    await lockout.failed(input.email);
    throw unauthorized('Wrong email or password.');
  }
  await lockout.succeeded(input.email);
  if (ctx.adminEmails.includes(user.email) && !user.roles.includes('admin')) {
    user = await addRole(ctx.db, user, 'admin');
  }
  return startSession(ctx, user);
}

/**
 * Sets a new password with an emailed reset code, revoking every earlier session, and signs in.
 * @throws 400 naming `body.code` when the code is wrong, spent, expired, or the address has no account.
 */
export async function resetPassword(ctx: AppContext, input: ResetPassword): Promise<Session> {
  const codeId = await checkEmailCode(
    ctx.db,
    ctx.secret,
    input.email,
    'reset-password',
    input.code,
  );
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const existing = await findUserWithEmail(tx, input.email);
    if (!existing) throw invalidCodeError();
    await spendEmailCode(tx, codeId);
    return revokeUserSessions(tx, existing.id, passwordHash);
  });
  return startSession(ctx, user);
}

/**
 * Changes the password after checking the current one, revokes every other session and returns a
 * fresh one. @throws 400 naming `body.currentPassword` when it is wrong.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  input: ChangePassword,
): Promise<Session> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw fieldError('body.currentPassword', 'The current password is wrong');
  }
  const updated = await revokeUserSessions(ctx.db, user.id, await hashPassword(input.newPassword));
  return startSession(ctx, updated);
}

/** Revokes every session token of the user ("sign out everywhere"). */
export async function signOutEverywhere(ctx: AppContext, user: UserRow): Promise<void> {
  await revokeUserSessions(ctx.db, user.id);
}
