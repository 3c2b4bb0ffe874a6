import {
  Alert,
  Button,
  Checkbox,
  Group,
  Image,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import {
  GIFT_MAX_QUANTITY,
  type ChooseGift,
  type GiftProduct,
  type GiftVariant,
} from '@shared/schemas/gifts';
import { ProblemAlert } from '@app/components/ui/problem-alert';
import { formatShopMoney } from '@app/lib/shop-money';
import { useGiftProducts } from '../api/get-gift-products';
import type { PickedGiftLine } from '../lib/gift-text';

/** Props of {@link GiftPicker}. */
export interface GiftPickerProps {
  opened: boolean;
  onClose: () => void;
  /** The gift chosen so far (its lines are preselected), or null. */
  current: { lines: readonly PickedGiftLine[]; sendOnAccept: boolean } | null;
  saving: boolean;
  error: unknown;
  /** Called with the request's choice and the picked lines as shown (names, prices). */
  onSave: (choice: ChooseGift, lines: PickedGiftLine[]) => void;
  /** The save button's words ("Save gift" by default). */
  saveLabel?: string;
}

/** "Organic Cotton Tee – M", or the product alone when its only variant is the default. */
const variantName = (product: GiftProduct, variant: GiftVariant) =>
  variant.title === 'Default Title' ? product.title : `${product.title} – ${variant.title}`;

/**
 * Picks the gift from the connected shop: products by title with each variant's price and
 * stock, a quantity per picked variant; a variant out of stock cannot be picked. "Send on
 * acceptance" orders it as soon as the creator accepted and gave an address. Used on a
 * collaboration (its Gift card) and in the proposal.
 */
export function GiftPicker({
  opened,
  onClose,
  current,
  saving,
  error,
  onSave,
  saveLabel = 'Save gift',
}: GiftPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const products = useGiftProducts(debounced, opened);
  const [picked, setPicked] = useState<Record<string, PickedGiftLine>>(() =>
    Object.fromEntries((current?.lines ?? []).map((l) => [l.variantId, l])),
  );
  const [sendOnAccept, setSendOnAccept] = useState(current?.sendOnAccept ?? false);
  const lines = Object.values(picked);
  const items = lines.map(({ variantId, quantity }) => ({ variantId, quantity }));

  const toggle = (product: GiftProduct, variant: GiftVariant, on: boolean) =>
    setPicked(({ [variant.id]: _dropped, ...rest }) =>
      on
        ? {
            ...rest,
            [variant.id]: {
              variantId: variant.id,
              name: variantName(product, variant),
              price: variant.price,
              quantity: 1,
            },
          }
        : rest,
    );
  const setQuantity = (id: string, quantity: number) =>
    setPicked((p) => (p[id] ? { ...p, [id]: { ...p[id], quantity } } : p));

  return (
    <Modal opened={opened} onClose={onClose} title="Choose the gift" size="lg">
      <Stack gap="sm">
        <TextInput
          label="Search products"
          placeholder="Product title"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {products.isPending && <Loader size="sm" aria-label="Loading products" />}
        {products.error && <ProblemAlert error={products.error} />}
        {products.data && products.data.products.length === 0 && (
          <Text size="sm" c="dimmed">
            No active products match.
          </Text>
        )}
        {products.data && products.data.products.length > 0 && (
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Stock</Table.Th>
                <Table.Th>Quantity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.data.products.flatMap((product) =>
                product.variants.map((variant) => {
                  const name = variantName(product, variant);
                  const quantity = picked[variant.id]?.quantity;
                  const max = Math.min(
                    GIFT_MAX_QUANTITY,
                    variant.inventoryQuantity ?? GIFT_MAX_QUANTITY,
                  );
                  return (
                    <Table.Tr key={variant.id}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {product.imageUrl && (
                            <Image src={product.imageUrl} alt="" w={28} h={28} radius="sm" />
                          )}
                          <Checkbox
                            label={name}
                            checked={quantity !== undefined}
                            disabled={!variant.available}
                            onChange={(e) => toggle(product, variant, e.currentTarget.checked)}
                          />
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {formatShopMoney(variant.price.amount, variant.price.currencyCode)}
                      </Table.Td>
                      <Table.Td>
                        {variant.available ? (
                          (variant.inventoryQuantity ?? 'Not tracked')
                        ) : (
                          <Text span size="sm" c="red">
                            Out of stock
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {quantity !== undefined && (
                          <NumberInput
                            aria-label={`Quantity of ${name}`}
                            size="xs"
                            w={70}
                            min={1}
                            max={max}
                            value={quantity}
                            onChange={(v) => setQuantity(variant.id, Math.max(1, Number(v) || 1))}
                          />
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                }),
              )}
            </Table.Tbody>
          </Table>
        )}
        <Checkbox
          label="Send it as soon as the creator accepts and gives an address"
          checked={sendOnAccept}
          onChange={(e) => setSendOnAccept(e.currentTarget.checked)}
        />
        {error !== null && error !== undefined && <ProblemAlert error={error} />}
        {items.length === 0 && (
          <Alert color="gray" variant="light">
            Pick at least one product.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            disabled={items.length === 0}
            loading={saving}
            onClick={() => onSave({ items, sendOnAccept }, lines)}
          >
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
