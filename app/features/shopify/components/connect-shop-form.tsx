import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { showFormError } from '@app/lib/form-errors';
import { useConnectShopify } from '../api/connect-shopify';
import { normalizeShopDomain, shopDomainProblem } from '../lib/shop-domain';

/**
 * The shop domain and "Connect Shopify": asks the server for Shopify's authorize page and sends
 * the browser there (`your-shop` becomes `your-shop.myshopify.com`). A refused domain (400 naming
 * `query.shop`) shows under the field; a connected other shop (409) or a server without Shopify
 * (503) in a notification.
 */
export function ConnectShopForm() {
  const connect = useConnectShopify();
  // Stays true while the browser leaves for Shopify, so the button cannot be pressed twice.
  const [leaving, setLeaving] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { shop: '' },
    validate: { shop: shopDomainProblem },
  });

  const submit = form.onSubmit(async ({ shop }) => {
    try {
      const url = await connect.mutateAsync(normalizeShopDomain(shop));
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      showFormError(form, error, 'Could not connect your shop');
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Connect a Shopify shop">
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label="Shop domain"
            description="Your shop’s myshopify.com address; the name alone works too."
            placeholder="your-shop.myshopify.com"
            autoComplete="off"
            spellCheck={false}
            style={{ flex: 1, minWidth: 240 }}
            key={form.key('shop')}
            {...form.getInputProps('shop')}
          />
        </Group>
        <Group>
          <Button
            type="submit"
            leftSection={<IconBuildingStore size={16} aria-hidden />}
            loading={connect.isPending || leaving}
          >
            Connect Shopify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
