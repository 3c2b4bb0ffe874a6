/**
 * A refusal of the fake's programmatic API or storefront (unknown shop, product or discount code,
 * an expired or used-up code, a bad refund amount …): the message is what the storefront shows.
 */
export class FakeShopifyError extends Error {
  override readonly name = 'FakeShopifyError';
}
