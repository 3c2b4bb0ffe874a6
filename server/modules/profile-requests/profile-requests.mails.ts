import { EMAIL_CODE_TTL_SECONDS } from '@shared/constants/auth';
import type { MailMessage } from '../../integrations/smtp/client';

/** The mail carrying the code that confirms a removal or correction of the profile `@handle`. */
export function profileCodeMail(
  to: string,
  request: { kind: 'remove' | 'correct'; platform: string; username: string },
  code: string,
  appUrl: string,
): MailMessage {
  const what =
    request.kind === 'remove'
      ? `remove your ${request.platform} profile @${request.username} from Collabify`
      : `correct your ${request.platform} profile @${request.username} on Collabify`;
  return {
    to,
    subject: `${code} is your Collabify profile code`,
    text: [
      `Your code: ${code}`,
      '',
      `Enter it to ${what}. It works once and expires in ${EMAIL_CODE_TTL_SECONDS / 60} minutes.`,
      '',
      'If you did not ask for it, ignore this email; nothing changes without the code.',
      '',
      `Collabify — ${appUrl}/remove-my-profile`,
    ].join('\n'),
  };
}
