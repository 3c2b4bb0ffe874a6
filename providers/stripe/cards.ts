/**
 * Test card numbers (https://docs.stripe.com/testing#cards): in test mode Stripe accepts its test
 * numbers only. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (generic_decline);
 * 4000 0000 0000 9995 is declined for insufficient funds. A number that fails the Luhn check is
 * "invalid"; a real card number is declined because the request is in test mode.
 */

/** What paying with a card number gives. */
export type CardOutcome =
  { ok: true; last4: string } | { ok: false; code: string; declineCode?: string; message: string };

/** The card that succeeds. */
export const SUCCESS_CARD = '4242 4242 4242 4242';
/** The card that is declined. */
export const DECLINED_CARD = '4000 0000 0000 0002';

const DECLINES: Record<string, { declineCode: string; message: string }> = {
  '4000000000000002': { declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': {
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

const SUCCEEDS = new Set(['4242424242424242', '4000056655665556', '5555555555554444']);

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The outcome of paying with `input` (spaces and dashes ignored). */
export function chargeCard(input: string): CardOutcome {
  const digits = input.replace(/[\s-]/g, '');
  if (digits === '') {
    return { ok: false, code: 'incomplete_number', message: 'Your card number is incomplete.' };
  }
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, code: 'invalid_number', message: 'Your card number is invalid.' };
  }
  if (SUCCEEDS.has(digits)) return { ok: true, last4: digits.slice(-4) };
  const decline = DECLINES[digits];
  if (decline) return { ok: false, code: 'card_declined', ...decline };
  return {
    ok: false,
    code: 'card_declined',
    declineCode: 'test_mode_live_card',
    message:
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  };
}
