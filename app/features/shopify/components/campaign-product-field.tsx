import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CampaignProduct } from '@shared/schemas/shopify';
import { useShopifyStatus } from '../api/get-shopify-status';
import { ProductPicker } from './product-picker';

/** Props of {@link CampaignProductField} (what the campaign form hands its product slot). */
export interface CampaignProductFieldProps {
  /** The campaign's Shopify product when editing, else null. */
  product: CampaignProduct | null;
  /** Called with the product picked (id and title), or null when cleared. */
  onChange: (product: { id: string; title: string } | null) => void;
  error?: ReactNode;
  /** The form's free-text product input, kept when no shop is connected. */
  textField: ReactNode;
}

/**
 * The campaign form's product: with a connected shop, the searchable picker of its products;
 * without one, the free-text field, with a link to the profile to connect Shopify when the server
 * offers it.
 */
export function CampaignProductField({
  product,
  onChange,
  error,
  textField,
}: CampaignProductFieldProps) {
  const status = useShopifyStatus();
  if (status.isPending)
    return <Skeleton height={60} role="status" aria-label="Loading your shop" />;
  const connection = status.data?.configured ? status.data.connection : null;
  if (connection)
    return (
      <ProductPicker
        initial={product}
        onChange={(picked) => onChange(picked && { id: picked.id, title: picked.title })}
        description={`From your Shopify shop ${connection.name}.`}
        error={error}
      />
    );
  return (
    <Stack gap={4}>
      {textField}
      {status.data?.configured && (
        <Text size="xs" c="dimmed">
          Sell on Shopify?{' '}
          <Anchor component={Link} to="/profile" size="xs" inherit>
            Connect your shop in your profile
          </Anchor>{' '}
          to pick the product from it.
        </Text>
      )}
    </Stack>
  );
}
