import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { primaryReads } from '@server/db/read-routing';
import { SecretBox } from '@server/secret-box';
import { LocalDiskStorage } from '@server/uploads/storage';

/**
 * The parts of a benchmark's app context that no benchmark measures: no vendor configured
 * (Shopify, Stripe, Google, Meta, TikTok, YouTube Data, Instagram business discovery), no
 * analytics, every read on the primary `db`, uploads under `data/bench-uploads`, a throwaway encryption key, no postal address and
 * no bounce domain.
 */
export function benchContextDefaults(
  db: Db,
): Pick<
  AppContext,
  | 'reads'
  | 'analytics'
  | 'storage'
  | 'secretBox'
  | 'shopify'
  | 'stripe'
  | 'google'
  | 'facebook'
  | 'instagram'
  | 'tiktok'
  | 'youtubeData'
  | 'instagramDiscovery'
  | 'mailPostalAddress'
  | 'bounceDomain'
> {
  return {
    reads: primaryReads(db),
    mailPostalAddress: null,
    bounceDomain: null,
    analytics: null,
    storage: new LocalDiskStorage(resolve('data/bench-uploads')),
    secretBox: new SecretBox(randomBytes(32)),
    shopify: null,
    stripe: null,
    google: null,
    facebook: null,
    instagram: null,
    tiktok: null,
    youtubeData: null,
    instagramDiscovery: null,
  };
}
