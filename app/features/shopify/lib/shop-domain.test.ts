import { describe, expect, it } from 'vitest';
import { normalizeShopDomain, shopDomainProblem } from './shop-domain';

describe('shop domain', () => {
  it('appends .myshopify.com to a bare shop name', () => {
    expect(normalizeShopDomain('your-shop')).toBe('your-shop.myshopify.com');
    expect(normalizeShopDomain('  Acme ')).toBe('acme.myshopify.com');
  });

  it('keeps a myshopify.com domain, or the host of a pasted address', () => {
    expect(normalizeShopDomain('acme.myshopify.com')).toBe('acme.myshopify.com');
    expect(normalizeShopDomain('https://Acme.myshopify.com/admin/products')).toBe(
      'acme.myshopify.com',
    );
  });

  it('refuses what is not a shop domain', () => {
    expect(shopDomainProblem('')).toBe('Enter your shop’s domain');
    expect(shopDomainProblem('acme.com')).toMatch(/myshopify\.com domain/);
    expect(shopDomainProblem('-acme')).toMatch(/myshopify\.com domain/);
    expect(shopDomainProblem('acme')).toBeNull();
  });
});
