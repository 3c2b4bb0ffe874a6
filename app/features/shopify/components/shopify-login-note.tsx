import { Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useShopifyLoginSetting } from '../api/get-shopify-login-setting';

/**
 * A one-line note for Shopify merchants on the sign-in page, when the server offers Shopify
 * sign-in: they open Collabify from their Shopify admin, which signs them in with their shop.
 * A `span` (the sign-in card's footer is a paragraph).
 */
export function ShopifyLoginNote() {
  const setting = useShopifyLoginSetting();
  if (!setting.data?.enabled) return null;
  return (
    <Text component="span" display="block" mt="xs" size="sm" c="dimmed">
      <IconBuildingStore
        size={16}
        aria-hidden
        style={{ verticalAlign: 'text-bottom', marginRight: 6 }}
      />
      Shopify merchant? Open Collabify from your Shopify admin.
    </Text>
  );
}
