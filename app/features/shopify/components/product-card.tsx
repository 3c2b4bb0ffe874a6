import { Group, Paper, Stack, Text } from '@mantine/core';
import type { CampaignProduct } from '@shared/schemas/shopify';
import { externalUrl } from '@app/lib/format';
import { formatPriceRange } from '@app/lib/shop-money';
import { ProductThumbnail } from './product-thumbnail';
import { ExternalLink } from '@app/components/ui/external-link';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: Pick<CampaignProduct, 'title' | 'imageUrl' | 'priceMin' | 'priceMax' | 'url'>;
  /** Its label above the title; "Product" unless told. */
  label?: string;
}

/**
 * A campaign's Shopify product (an `article` named after it): image, title, price range and a
 * link to its page on the online store when it is published there.
 */
export function ProductCard({ product, label = 'Product' }: ProductCardProps) {
  const href = externalUrl(product.url);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={product.title}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ProductThumbnail src={product.imageUrl} size={64} />
        <Stack gap={2} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fw={600} lineClamp={2}>
            {product.title}
          </Text>
          <Text size="sm">{formatPriceRange(product.priceMin, product.priceMax)}</Text>
          {href && (
            <ExternalLink href={href} withIcon>
              View in store
            </ExternalLink>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
