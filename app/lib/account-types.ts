import type { AccountType } from '@shared/constants/discovery';

/**
 * How each account type is named: `one` on a card or profile ("Brand"), `many` in the
 * discovery filter ("Brands").
 */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, { one: string; many: string }> = {
  creator: { one: 'Creator', many: 'Creators' },
  brand: { one: 'Brand', many: 'Brands' },
  media: { one: 'Media outlet', many: 'Media outlets' },
  club: { one: 'Sports club or league', many: 'Sports clubs and leagues' },
  platform: { one: 'Platform channel', many: 'Platform channels' },
};
