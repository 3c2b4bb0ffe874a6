import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ChooseGift, GiftProducts } from '@shared/schemas/gifts';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { GIFT_PRODUCTS } from '@app/test/gift-fixtures';
import { renderWithProviders } from '@app/test/render-with-providers';
import { ProposalGiftField } from './proposal-gift-field';

/** The fixture's tee, and a tote whose stock Shopify does not track. */
const PRODUCTS: GiftProducts = {
  ...GIFT_PRODUCTS,
  products: [
    ...GIFT_PRODUCTS.products,
    {
      id: 'gid://shopify/Product/2',
      title: 'Canvas Tote',
      imageUrl: null,
      variants: [
        {
          id: 'gid://shopify/ProductVariant/21',
          title: 'Default Title',
          price: { amount: '24.00', currencyCode: 'USD' },
          inventoryQuantity: null,
          available: true,
        },
      ],
    },
  ],
};

/** The field as the propose form holds it: its value, and the last value it was given. */
function Field({ seen }: { seen: (ChooseGift | null)[] }) {
  const [value, setValue] = useState<ChooseGift | null>(null);
  return (
    <ProposalGiftField
      value={value}
      error={null}
      onChange={(gift) => {
        seen.push(gift);
        setValue(gift);
      }}
    />
  );
}

describe('ProposalGiftField', { timeout: 20_000 }, () => {
  it('picks products with price and stock, never one out of stock, and shows the gift’s retail value', async () => {
    const user = userEvent.setup();
    const requests = stubFetch(() => jsonResponse(PRODUCTS));
    const seen: (ChooseGift | null)[] = [];
    renderWithProviders(<Field seen={seen} />);

    await user.click(screen.getByRole('button', { name: 'Choose products' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose the gift' });
    expect(await within(picker).findByRole('checkbox', { name: 'Organic Tee – M' })).toBeDisabled();
    expect(within(picker).getByText('Out of stock')).toBeInTheDocument();
    await user.click(within(picker).getByRole('checkbox', { name: 'Organic Tee – S' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Canvas Tote' }));
    const quantity = within(picker).getByRole('textbox', { name: 'Quantity of Canvas Tote' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(picker).getByRole('checkbox', { name: /Send it as soon as/ }));
    await user.click(within(picker).getByRole('button', { name: 'Use this gift' }));

    expect(seen).toEqual([
      {
        items: [
          { variantId: 'gid://shopify/ProductVariant/11', quantity: 1 },
          { variantId: 'gid://shopify/ProductVariant/21', quantity: 2 },
        ],
        sendOnAccept: true,
      },
    ]);
    const gift = screen.getByRole('group', { name: 'Gift' });
    expect(gift).toHaveTextContent('Organic Tee – S · $29.00');
    expect(gift).toHaveTextContent('Canvas Tote × 2 · $24.00');
    expect(gift).toHaveTextContent('Retail value $77.00');
    expect(requests[0]!.url).toBe('/api/shopify-product/self/variants');

    await user.click(screen.getByRole('button', { name: 'Remove gift' }));
    expect(seen.at(-1)).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose products' })).toBeInTheDocument();
  });
});
