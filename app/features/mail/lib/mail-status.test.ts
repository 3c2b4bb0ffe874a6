import { describe, expect, it } from 'vitest';
import { mailReason, mailStatusView } from './mail-status';

const base = { status: 'pending' as const, attempts: 0, lastError: null, skipReason: null };

describe('mailStatusView', () => {
  it('calls a pending mail queued, and retrying once an attempt failed', () => {
    expect(mailStatusView(base).label).toBe('Queued');
    expect(mailStatusView({ ...base, attempts: 1, lastError: '421 Try later' }).label).toBe(
      'Retrying',
    );
  });

  it('names every final state', () => {
    expect(mailStatusView({ ...base, status: 'sent' })).toEqual({ label: 'Sent', color: 'teal' });
    expect(mailStatusView({ ...base, status: 'failed' })).toEqual({
      label: 'Failed',
      color: 'red',
    });
    expect(mailStatusView({ ...base, status: 'skipped' }).label).toBe('Skipped');
  });
});

describe('mailReason', () => {
  it('gives the last error of a failed or retrying mail', () => {
    expect(
      mailReason({ ...base, status: 'failed', attempts: 1, lastError: '550 No such user' }),
    ).toBe('550 No such user');
    expect(mailReason({ ...base, attempts: 2, lastError: '421 Try later' })).toBe('421 Try later');
  });

  it('explains a skip, and says nothing for a sent mail', () => {
    expect(mailReason({ ...base, status: 'skipped', skipReason: 'unsubscribed' })).toBe(
      'Unsubscribed from your emails',
    );
    expect(mailReason({ ...base, status: 'sent', attempts: 1 })).toBeNull();
  });
});
