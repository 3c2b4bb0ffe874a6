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
import { GIFT_MAX_QUANTITY, type ChooseGift, type Gift } from '@shared/schemas/gifts';
import { ProblemAlert } from '@app/components/ui/problem-alert';
import { formatShopMoney } from '@app/lib/shop-money';
import { useGiftProducts } from '../api/get-gift-products';

/** Props of {@link GiftPicker}. */
export interface GiftPickerProps {
  opened: boolean;
  onClose: () => void;
  /** The gift chosen so far (its lines are preselected). */
  current: Gift | null;
  saving: boolean;
  error: unknown;
  onSave: (choice: ChooseGift) => void;
}

/**
 * Picks the gift from the connected shop: products by title with each variant's price and
 * stock, a quantity per picked variant; a variant out of stock cannot be picked. "Send on
 * acceptance" orders it as soon as the creator accepted and gave an address.
 */
export function GiftPicker({ opened, onClose, current, saving, error, onSave }: GiftPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const products = useGiftProducts(debounced, opened);
  const [picked, setPicked] = useState<Record<string, number>>(() =>
    Object.fromEntries((current?.items ?? []).map((i) => [i.variantId, i.quantity])),
  );
  const [sendOnAccept, setSendOnAccept] = useState(current?.sendOnAccept ?? false);
  const items = Object.entries(picked).map(([variantId, quantity]) => ({ variantId, quantity }));

  const toggle = (id: string, on: boolean) =>
    setPicked(({ [id]: _dropped, ...rest }) => (on ? { ...rest, [id]: 1 } : rest));

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
                  const name =
                    variant.title === 'Default Title'
                      ? product.title
                      : `${product.title} – ${variant.title}`;
                  const quantity = picked[variant.id];
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
                            onChange={(e) => toggle(variant.id, e.currentTarget.checked)}
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
                            onChange={(v) =>
                              setPicked((p) => ({
                                ...p,
                                [variant.id]: Math.max(1, Number(v) || 1),
                              }))
                            }
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
            onClick={() => onSave({ items, sendOnAccept })}
          >
            Save gift
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
