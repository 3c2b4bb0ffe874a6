import { describe, expect, it } from 'vitest';
import { classifySendError, retryAt } from './smtp-outcome';

const smtpError = (responseCode: number, command: string, response: string) =>
  Object.assign(new Error(response), { responseCode, command, response });

describe('classifySendError', () => {
  it('fails and suppresses a recipient the server says does not exist', () => {
    expect(classifySendError(smtpError(550, 'RCPT TO', '550 5.1.1 No such user'))).toEqual({
      kind: 'fail',
      reason: '550 5.1.1 No such user',
      bounce: true,
    });
    expect(classifySendError(smtpError(550, 'RCPT TO', '550 No such user'))).toMatchObject({
      bounce: true,
    });
  });

  it('fails without suppressing when the refusal is about the platform, not the mailbox', () => {
    expect(classifySendError(smtpError(550, 'RCPT TO', '550 5.7.1 Relaying denied'))).toEqual({
      kind: 'fail',
      reason: '550 5.7.1 Relaying denied',
      bounce: false,
    });
    expect(classifySendError(smtpError(554, 'DATA', '554 Message rejected'))).toMatchObject({
      kind: 'fail',
      bounce: false,
    });
  });

  it('retries 4xx answers, 5xx to the platform account and errors without an answer', () => {
    expect(classifySendError(smtpError(451, 'RCPT TO', '451 Try later')).kind).toBe('retry');
    expect(classifySendError(smtpError(535, 'AUTH PLAIN', '535 Bad credentials')).kind).toBe(
      'retry',
    );
    expect(classifySendError(smtpError(553, 'MAIL FROM', '553 Sender refused')).kind).toBe('retry');
    const refused = classifySendError(new Error('connect ECONNREFUSED 10.0.0.5:2525'));
    expect(refused).toEqual({ kind: 'retry', reason: 'Mail server not reachable; will try again' });
  });
});

describe('retryAt', () => {
  it('doubles the delay per attempt and stops at an hour', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const after = (attempts: number) =>
      (retryAt(now, attempts, 60).getTime() - now.getTime()) / 1000;
    expect([1, 2, 3, 4].map(after)).toEqual([60, 120, 240, 480]);
    expect(after(10)).toBe(3_600);
  });
});
