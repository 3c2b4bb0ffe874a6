import {
  Button,
  CloseButton,
  Combobox,
  Input,
  InputBase,
  Loader,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { CampaignProduct, ShopifyProduct } from '@shared/schemas/shopify';
import { errorMessage } from '@app/lib/api-error';
import { useShopifyProducts } from '../api/get-shopify-products';
import { ProductOption } from './product-option';

/** Props of {@link ProductPicker}. */
export interface ProductPickerProps {
  /** The product picked when the form opened (the campaign's snapshot), or null. */
  initial: CampaignProduct | null;
  /** Called with the product picked, or null when cleared. */
  onChange: (product: CampaignProduct | null) => void;
  label?: string;
  description?: ReactNode;
  error?: ReactNode;
}

/** How long typing must pause before the shop is searched, in ms. */
const SEARCH_DELAY_MS = 300;

/**
 * Picks one of the connected shop's products: a button showing the product (thumbnail, title,
 * price range) that opens a searchable list of the shop's products by title, 50 at a time with
 * "Load more"; the × clears the choice.
 */
export function ProductPicker({
  initial,
  onChange,
  label = 'Product',
  description,
  error,
}: ProductPickerProps) {
  const [picked, setPicked] = useState<CampaignProduct | null>(initial);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const query = useShopifyProducts(debouncedSearch, combobox.dropdownOpened);
  const products: ShopifyProduct[] = query.data?.pages.flatMap((page) => page.products) ?? [];

  const choose = (product: CampaignProduct | null) => {
    setPicked(product);
    onChange(product);
  };

  let empty: string | null = null;
  if (query.isPending) empty = 'Loading products…';
  else if (query.isError) empty = `Could not load the products: ${errorMessage(query.error)}`;
  else if (products.length === 0)
    empty = debouncedSearch.trim()
      ? `No product matches “${debouncedSearch.trim()}”`
      : 'The shop has no products yet';

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const product = products.find((p) => p.id === id);
        if (product) choose(product);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button">
        <InputBase
          component="button"
          type="button"
          pointer
          label={label}
          description={description}
          error={error}
          multiline
          onClick={() => combobox.toggleDropdown()}
          rightSection={
            picked ? (
              <CloseButton
                size="sm"
                aria-label="Clear the product"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(null)}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={picked ? 'all' : 'none'}
        >
          {picked ? (
            <ProductOption product={picked} />
          ) : (
            <Input.Placeholder>Pick a product from your shop</Input.Placeholder>
          )}
        </InputBase>
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder="Search products by title"
          aria-label="Search products"
          leftSection={<IconSearch size={14} aria-hidden />}
          rightSection={query.isFetching && !query.isFetchingNextPage ? <Loader size={14} /> : null}
        />
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }} aria-label="Products">
          {empty ? (
            <Combobox.Empty>{empty}</Combobox.Empty>
          ) : (
            products.map((product) => (
              <Combobox.Option
                key={product.id}
                value={product.id}
                active={product.id === picked?.id}
              >
                <ProductOption product={product} />
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
        {query.hasNextPage && (
          <Combobox.Footer>
            <Button
              variant="subtle"
              size="xs"
              fullWidth
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              Load more
            </Button>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
