import { Badge, Group, Stack, Text } from '@mantine/core';
import type { CampaignProduct, ShopifyProduct } from '@shared/schemas/shopify';
import { formatPriceRange } from '@app/lib/shop-money';
import { ProductThumbnail } from './product-thumbnail';

/** A product as one line: thumbnail, title, price range, and its status when not active. */
export function ProductOption({
  product,
}: {
  product: CampaignProduct | (CampaignProduct & Pick<ShopifyProduct, 'status'>);
}) {
  const status = 'status' in product && product.status !== 'ACTIVE' ? product.status : null;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <ProductThumbnail src={product.imageUrl} size={36} />
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={500} truncate="end">
          {product.title}
        </Text>
        <Text size="xs" c="dimmed">
          {formatPriceRange(product.priceMin, product.priceMax)}
        </Text>
      </Stack>
      {status && (
        <Badge size="xs" variant="light" color="gray">
          {status.toLowerCase()}
        </Badge>
      )}
    </Group>
  );
}
