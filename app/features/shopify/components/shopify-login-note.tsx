import { Group, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useShopifyLoginSetting } from '../api/get-shopify-login-setting';

/**
 * A one-line note for Shopify merchants on the sign-in page, when the server offers Shopify
 * sign-in: they open Collabify from their Shopify admin, which signs them in with their shop.
 */
export function ShopifyLoginNote() {
  const setting = useShopifyLoginSetting();
  if (!setting.data?.enabled) return null;
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      <IconBuildingStore size={16} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text size="sm" c="dimmed">
        Shopify merchant? Open Collabify from your Shopify admin.
      </Text>
    </Group>
  );
}
