/**
 * A refusal of the fake's programmatic API (an unknown account, a duplicate email, a consent
 * for an authorization request the page would not show …): the message says what was wrong.
 */
export class FakeGoogleError extends Error {
  override readonly name = 'FakeGoogleError';
}
