import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconGift } from '@tabler/icons-react';
import { useId } from 'react';
import type { ChooseGift, GiftAddress } from '@shared/schemas/gifts';
import { ProblemAlert } from '@app/components/ui/problem-alert';
import { formatDate } from '@app/lib/format';
import { useGift } from '../api/get-gift';
import {
  cancelGift,
  chooseGift,
  saveGiftAddress,
  sendGift,
  useGiftMutation,
} from '../api/gift-mutations';
import { addressLines, giftStatusText, pickedLines } from '../lib/gift-text';
import { GiftAddressForm } from './gift-address-form';
import { GiftLines } from './gift-lines';
import { GiftPicker } from './gift-picker';

/** Props of {@link GiftCard}. */
export interface GiftCardProps {
  collaborationId: string;
  viewer: 'advertiser' | 'influencer';
  /** The emailed link's token of a creator without an account, else null. */
  inviteToken: string | null;
  /** Whether the brand may choose a gift now (open collaboration, shop connected). */
  canChooseNew: boolean;
  /** After a change: refresh the collaboration (its timeline). */
  onChanged: () => void;
}

/**
 * The gift of a collaboration (a `region` named "Gift"): the products and their retail value
 * (and cost, for the brand), where the parcel is — ordered, shipped with its tracking link,
 * delivered — and the shipping address for the two parties. The brand chooses, sends or cancels
 * it; the creator gives the address.
 */
export function GiftCard({
  collaborationId,
  viewer,
  inviteToken,
  canChooseNew,
  onChanged,
}: GiftCardProps) {
  const titleId = useId();
  const query = useGift(collaborationId, inviteToken);
  const [picking, picker] = useDisclosure(false);
  const choose = useGiftMutation(
    collaborationId,
    (c: ChooseGift) => chooseGift(collaborationId, c),
    () => {
      picker.close();
      onChanged();
    },
  );
  const address = useGiftMutation(
    collaborationId,
    (a: GiftAddress) => saveGiftAddress(collaborationId, a, inviteToken),
    onChanged,
  );
  const send = useGiftMutation(collaborationId, () => sendGift(collaborationId), onChanged);
  const cancel = useGiftMutation(collaborationId, () => cancelGift(collaborationId), onChanged);
  const gift = query.data?.gift ?? null;
  const brand = viewer === 'advertiser';

  if (!query.data) return null;
  if (!gift && !(brand && canChooseNew)) return null;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} fz="lg" id={titleId}>
          <Group gap={6} component="span">
            <IconGift size={18} aria-hidden />
            Gift
          </Group>
        </Title>
        {gift && (
          <Badge variant="light" color={gift.status === 'cancelled' ? 'gray' : 'brand'}>
            {gift.status}
          </Badge>
        )}
      </Group>
      {!gift && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Gift products from your Shopify shop: the creator gives a shipping address privately and
            the order is created in your shop.
          </Text>
          <Button variant="light" onClick={picker.open}>
            Choose a gift
          </Button>
        </Stack>
      )}
      {gift && (
        <Stack gap="xs">
          <GiftLines gift={gift} />
          <Text size="sm" role="status">
            {giftStatusText(gift, viewer)}
          </Text>
          {gift.tracking?.url && (
            <Anchor href={gift.tracking.url} target="_blank" rel="noopener noreferrer" size="sm">
              Track the parcel ({gift.tracking.carrier ?? 'carrier'} {gift.tracking.number})
            </Anchor>
          )}
          {gift.address && (
            <Stack gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Ship to
              </Text>
              {addressLines(gift.address).map((line) => (
                <Text size="sm" key={line}>
                  {line}
                </Text>
              ))}
              {gift.addressEraseAfter && (
                <Text size="xs" c="dimmed">
                  Erased on {formatDate(gift.addressEraseAfter)}.
                </Text>
              )}
            </Stack>
          )}
          {gift.addressErased && (
            <Text size="xs" c="dimmed">
              The shipping address was erased.
            </Text>
          )}
          {gift.can.enterAddress && (
            <GiftAddressForm
              initial={gift.address}
              saving={address.isPending}
              error={address.error}
              onSave={(a) => address.mutate(a)}
            />
          )}
          {[send.error, cancel.error].map(
            (error, i) => error && <ProblemAlert key={i} error={error} />,
          )}
          {brand && (
            <Group gap="xs">
              {gift.can.send && (
                <Button loading={send.isPending} onClick={() => send.mutate(undefined)}>
                  Send gift
                </Button>
              )}
              {gift.can.choose && (
                <Button variant="default" onClick={picker.open}>
                  Change gift
                </Button>
              )}
              {gift.can.cancel && (
                <Button
                  variant="subtle"
                  color="red"
                  loading={cancel.isPending}
                  onClick={() => cancel.mutate(undefined)}
                >
                  Cancel gift
                </Button>
              )}
            </Group>
          )}
        </Stack>
      )}
      {brand && picking && (
        <GiftPicker
          opened={picking}
          onClose={picker.close}
          current={gift && { lines: pickedLines(gift), sendOnAccept: gift.sendOnAccept }}
          saving={choose.isPending}
          error={choose.error}
          onSave={(c) => choose.mutate(c)}
        />
      )}
    </Card>
  );
}
