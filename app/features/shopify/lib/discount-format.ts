import type { ShopifyDiscount } from '@shared/schemas/shopify';
import { formatShopMoney } from '@app/lib/shop-money';

/** What a discount takes off: "15% off", "$10.00 off", or "Other discount" for other kinds. */
export function discountValueText(
  discount: Pick<ShopifyDiscount, 'valueType' | 'percentage' | 'amount'>,
): string {
  if (discount.valueType === 'percentage' && discount.percentage !== null)
    return `${discount.percentage.toLocaleString('en', { maximumFractionDigits: 2 })}% off`;
  if (discount.valueType === 'fixed_amount' && discount.amount)
    return `${formatShopMoney(discount.amount.amount, discount.amount.currencyCode)} off`;
  return 'Other discount';
}

/** How often a discount was used out of its limit: "3 / 100", or "3 / unlimited". */
export function discountUsageText(
  discount: Pick<ShopifyDiscount, 'usageCount' | 'usageLimit'>,
): string {
  const limit =
    discount.usageLimit === null ? 'unlimited' : discount.usageLimit.toLocaleString('en');
  return `${discount.usageCount.toLocaleString('en')} / ${limit}`;
}

/** Labels and badge colours of Shopify's discount statuses. */
export const DISCOUNT_STATUS: Record<ShopifyDiscount['status'], { label: string; color: string }> =
  {
    ACTIVE: { label: 'Active', color: 'green' },
    SCHEDULED: { label: 'Scheduled', color: 'blue' },
    EXPIRED: { label: 'Expired', color: 'gray' },
  };
