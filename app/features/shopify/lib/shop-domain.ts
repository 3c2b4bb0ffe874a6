import { SHOPIFY_SHOP_DOMAIN_PATTERN } from '@shared/constants/shopify';

const MYSHOPIFY = '.myshopify.com';

/**
 * What a merchant typed as their shop → its myshopify.com domain: `your-shop` gets
 * `.myshopify.com`; an address copied from the browser (`https://your-shop.myshopify.com/admin`)
 * keeps only its host; case and spaces are forgiven. Anything else comes back trimmed and lower
 * case, for {@link shopDomainProblem} to refuse.
 */
export function normalizeShopDomain(input: string): string {
  let value = input.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/[/?#].*$/, '');
  if (value !== '' && !value.includes('.')) value += MYSHOPIFY;
  return value;
}

/** Why a typed shop cannot be connected (empty, or not a myshopify.com domain); null when it can. */
export function shopDomainProblem(input: string): string | null {
  const domain = normalizeShopDomain(input);
  if (domain === '') return 'Enter your shop’s domain';
  if (!SHOPIFY_SHOP_DOMAIN_PATTERN.test(domain))
    return 'Use your shop’s myshopify.com domain, e.g. your-shop.myshopify.com';
  return null;
}
