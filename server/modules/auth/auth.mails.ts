import { EMAIL_CODE_TTL_SECONDS } from '@shared/constants/auth';
import type { EmailCodePurpose } from '@shared/schemas/auth';
import type { MailMessage } from '../../integrations/smtp/client';

const minutes = EMAIL_CODE_TTL_SECONDS / 60;

/** The mail carrying a one-time code for sign-up or password reset. */
export function codeMail(
  to: string,
  purpose: EmailCodePurpose,
  code: string,
  appUrl: string,
): MailMessage {
  const what =
    purpose === 'sign-up'
      ? 'finish creating your Collabify account'
      : 'reset your Collabify password';
  const subject =
    purpose === 'sign-up'
      ? `${code} is your Collabify sign-up code`
      : `${code} is your Collabify password reset code`;
  const text = [
    `Your code: ${code}`,
    '',
    `Enter it to ${what}. It works once and expires in ${minutes} minutes.`,
    '',
    `If you did not ask for it, ignore this email; nothing changes without the code.`,
    '',
    `Collabify — ${appUrl}`,
  ].join('\n');
  return { to, subject, text };
}

/** Sent instead of a sign-up code when the address already has an account. */
export function accountExistsMail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: 'You already have a Collabify account',
    text: [
      'Someone (probably you) tried to sign up to Collabify with this address, which already has an account.',
      '',
      `Sign in: ${appUrl}/login`,
      `Forgot your password? ${appUrl}/forgot-password`,
      '',
      'If it was not you, ignore this email.',
    ].join('\n'),
  };
}
