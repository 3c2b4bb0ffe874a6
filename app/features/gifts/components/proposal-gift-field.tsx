import { Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import type { ChooseGift } from '@shared/schemas/gifts';
import { formatShopMoney } from '@app/lib/shop-money';
import { linesRetailValue, type PickedGiftLine } from '../lib/gift-text';
import { GiftPicker } from './gift-picker';

/** Props of {@link ProposalGiftField}. */
export interface ProposalGiftFieldProps {
  /** The gift of the proposal (the request's `gift`), or null for none. */
  value: ChooseGift | null;
  onChange: (gift: ChooseGift | null) => void;
  /** The server's word on a line (out of stock meanwhile …), shown under the gift. */
  error: string | null;
}

/**
 * The gift of a proposal, from the connected shop: "Choose products" opens the gift picker
 * (price and stock; out of stock cannot be picked); the chosen lines, their retail value and
 * whether the gift goes on acceptance are shown, to change or remove. Part of the terms the
 * creator accepts.
 */
export function ProposalGiftField({ value, onChange, error }: ProposalGiftFieldProps) {
  const [picking, picker] = useDisclosure(false);
  // The names and prices of the picked lines, as the picker showed them (the request has ids).
  const [lines, setLines] = useState<PickedGiftLine[]>([]);
  const chosen = value ? lines : [];
  return (
    <Card withBorder padding="sm" radius="md" component="fieldset" aria-label="Gift">
      <Stack gap="xs">
        <Group gap={6}>
          <IconGift size={16} aria-hidden />
          <Text size="sm" fw={500}>
            Gift from your shop
          </Text>
        </Group>
        {chosen.length === 0 ? (
          <Text size="xs" c="dimmed">
            Pick products and quantities: the creator sees them and their retail value in the terms,
            and gives a shipping address privately once they accept.
          </Text>
        ) : (
          <>
            <List size="sm" spacing={2}>
              {chosen.map((line) => (
                <List.Item key={line.variantId}>
                  {line.name}
                  {line.quantity > 1 ? ` × ${line.quantity}` : ''} ·{' '}
                  {formatShopMoney(line.price.amount, line.price.currencyCode)}
                </List.Item>
              ))}
            </List>
            <Text size="sm">
              Retail value <strong>{linesRetailValue(chosen)}</strong>
              {value?.sendOnAccept ? ' · sent as soon as they accept and give an address' : ''}
            </Text>
          </>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={picker.open}>
            {chosen.length === 0 ? 'Choose products' : 'Change gift'}
          </Button>
          {chosen.length > 0 && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)}>
              Remove gift
            </Button>
          )}
        </Group>
      </Stack>
      {picking && (
        <GiftPicker
          opened={picking}
          onClose={picker.close}
          current={value && { lines: chosen, sendOnAccept: value.sendOnAccept }}
          saving={false}
          error={null}
          saveLabel="Use this gift"
          onSave={(choice, picked) => {
            setLines(picked);
            onChange(choice);
            picker.close();
          }}
        />
      )}
    </Card>
  );
}
