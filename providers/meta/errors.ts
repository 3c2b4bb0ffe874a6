/**
 * A refusal of the fake's programmatic API (unknown person or account, a personal Instagram
 * account asked to approve, an authorize URL the dialog refuses …): the message says why, in the
 * words the page would show.
 */
export class FakeMetaError extends Error {
  override readonly name = 'FakeMetaError';
}
