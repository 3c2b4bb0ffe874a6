import { Anchor, Button, Card, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDiscount } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ShopifyDiscount } from '@shared/schemas/shopify';
import { notifySuccess } from '@app/lib/notify';
import { useShopifyStatus } from '../api/get-shopify-status';
import { discountValueText } from '../lib/discount-format';
import { DiscountForm } from './discount-form';

/** Props of {@link CreateDiscountCard}. */
export interface CreateDiscountCardProps {
  collaborationId: string;
  /** The influencer's handle (the suggested code, the dialog's title). */
  username: string;
  /** Called once the code exists (the page refreshes the collaboration and what shows its sales). */
  onCreated?: (discount: ShopifyDiscount) => void;
}

/**
 * For the brand of an accepted collaboration without a Shopify code (a `region` named "Shopify
 * discount": the discount in the shop, whose discount code is what customers type, shown in the
 * terms): "Create Shopify discount", opening the form in a dialog, when a shop is connected; a
 * link to connect one in the profile when not; nothing when the server has no Shopify.
 */
export function CreateDiscountCard({
  collaborationId,
  username,
  onCreated,
}: CreateDiscountCardProps) {
  const titleId = useId();
  const [opened, { open, close }] = useDisclosure(false);
  const status = useShopifyStatus();
  if (!status.data?.configured) return null;
  const connection = status.data.connection;

  const created = (discount: ShopifyDiscount) => {
    close();
    notifySuccess(
      `${discount.code ?? discount.title}: ${discountValueText(discount)}`,
      'Shopify discount created',
    );
    onCreated?.(discount);
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id={titleId}>
            Shopify discount
          </Title>
          <Text size="sm" c="dimmed">
            Create a discount in your Shopify shop with a discount code for @{username}’s followers:
            each order that uses the code is counted here, with its revenue.
          </Text>
        </div>
        {connection ? (
          <Button
            leftSection={<IconDiscount size={16} aria-hidden />}
            onClick={open}
            style={{ alignSelf: 'flex-start' }}
          >
            Create Shopify discount
          </Button>
        ) : (
          <Text size="sm">
            <Anchor component={Link} to="/profile">
              Connect your Shopify shop
            </Anchor>{' '}
            in your profile to create one.
          </Text>
        )}
      </Stack>
      {connection && (
        <Modal
          opened={opened}
          onClose={close}
          title={`Shopify discount for @${username}`}
          closeButtonProps={{ 'aria-label': 'Close' }}
          size="lg"
          centered
        >
          <DiscountForm
            collaborationId={collaborationId}
            username={username}
            currencyCode={connection.currencyCode}
            onCreated={created}
            onCancel={close}
          />
        </Modal>
      )}
    </Card>
  );
}
