import { type Connection, type PagingArgs, paginate } from './connection';
import { type AdminContext, isoDateTime } from './context';
import { gid } from './ids';
import { formatCents, toCents } from './money';
import { matchesSearch, parseSearchQuery, sortKeysWith } from './search-query';
import type { FakeProduct, FakeProductInput, FakeStore, FakeVariant, ShopState } from './store';

/**
 * Products: seeding from {@link FakeProductInput}, the `products` search and sort, and the
 * GraphQL `Product`/`ProductVariant` objects
 * (https://shopify.dev/docs/api/admin-graphql/latest/objects/Product,
 * https://shopify.dev/docs/api/admin-graphql/latest/queries/products).
 */

/** Size of the SVG the fake serves for a product without an image URL (px). */
export const SERVED_IMAGE_SIZE = 800;

const PALETTE = ['#5c6ac4', '#008060', '#bf0711', '#eec200', '#47c1bf', '#9c6ade', '#f49342'];

/** A URL handle from a title: "Trail Running Socks" → "trail-running-socks". */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'product'
  );
}

/** Builds a stored product from seed input; throws on a price that is not a decimal string. */
export function createProduct(
  store: FakeStore,
  shop: ShopState,
  input: FakeProductInput,
  now: number,
): FakeProduct {
  let handle = input.handle ?? slugify(input.title);
  for (let n = 2; shop.products.some((p) => p.handle === handle); n++) {
    handle = `${input.handle ?? slugify(input.title)}-${n}`;
  }
  const variantInputs = input.variants?.length
    ? input.variants
    : [
        {
          title: 'Default Title',
          price: input.price ?? '0.00',
          inventoryQuantity: input.inventory,
          unitCost: input.unitCost,
        },
      ];
  const variants: FakeVariant[] = variantInputs.map((v, i) => {
    const priceCents = toCents(v.price);
    if (priceCents === null || priceCents < 0) {
      throw new Error(`Product "${input.title}": price "${v.price}" is not a decimal amount`);
    }
    return {
      id: store.nextId('variant'),
      title: v.title ?? (variantInputs.length === 1 ? 'Default Title' : `Variant ${i + 1}`),
      priceCents,
      sku: 'sku' in v && v.sku ? v.sku : `${handle.toUpperCase().slice(0, 12)}-${i + 1}`,
      inventoryQuantity: v.inventoryQuantity ?? 25,
      unitCostCents: v.unitCost === undefined ? null : toCents(v.unitCost),
    };
  });
  const product: FakeProduct = {
    id: store.nextId('product'),
    title: input.title,
    handle,
    status: input.status ?? 'ACTIVE',
    vendor: input.vendor ?? shop.name,
    productType: input.productType ?? '',
    description: input.description ?? '',
    createdAt: now,
    updatedAt: now,
    variants,
    imageUrl: input.imageUrl ?? null,
    imageAlt: input.imageAlt ?? input.title,
    imageColor: input.imageColor ?? PALETTE[shop.products.length % PALETTE.length]!,
  };
  shop.products.push(product);
  return product;
}

/** The product's image URL: its own, or the SVG the fake serves under `origin`. */
export function productImageUrl(product: FakeProduct, shop: ShopState, origin: string): string {
  return product.imageUrl ?? `${origin}/${shop.domain}/images/${product.handle}.svg`;
}

const SEARCH_FIELDS: Record<string, (p: FakeProduct) => string[]> = {
  title: (p) => [p.title],
  handle: (p) => [p.handle],
  status: (p) => [p.status],
  vendor: (p) => [p.vendor],
  product_type: (p) => [p.productType],
  sku: (p) => p.variants.map((v) => v.sku),
  id: (p) => [String(p.id)],
};

const SORTS = sortKeysWith<FakeProduct>({
  VENDOR: (a, b) => a.vendor.localeCompare(b.vendor) || a.id - b.id,
  INVENTORY_TOTAL: (a, b) => totalInventory(a) - totalInventory(b) || a.id - b.id,
});

/** Sum of the variants' stock. */
export function totalInventory(product: FakeProduct): number {
  return product.variants.reduce((sum, v) => sum + v.inventoryQuantity, 0);
}

/** The shop's products filtered by a search query (`status:active`, `title:*text*`, free text) and sorted. */
export function searchProducts(
  products: readonly FakeProduct[],
  query: string | null | undefined,
  sortKey = 'ID',
  reverse = false,
): FakeProduct[] {
  const terms = parseSearchQuery(query);
  const found = products.filter((p) =>
    matchesSearch(p, terms, SEARCH_FIELDS, ['title', 'handle', 'vendor', 'product_type', 'sku']),
  );
  found.sort(SORTS[sortKey] ?? SORTS.ID);
  return reverse ? found.reverse() : found;
}

/** A connection of already presented nodes. */
export function mapConnection<T, U>(
  connection: Connection<T>,
  present: (item: T) => U,
): Connection<U> {
  return {
    edges: connection.edges.map((e) => ({ cursor: e.cursor, node: present(e.node) })),
    nodes: connection.nodes.map(present),
    pageInfo: connection.pageInfo,
  };
}

function money(cents: number, currencyCode: string) {
  return { amount: formatCents(cents), currencyCode };
}

/** The GraphQL `ProductVariant` object. */
export function presentVariant(product: FakeProduct, variant: FakeVariant, ctx: AdminContext) {
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', variant.id),
    title: variant.title,
    displayName: `${product.title} - ${variant.title}`,
    price: formatCents(variant.priceCents),
    sku: variant.sku,
    inventoryQuantity: variant.inventoryQuantity,
    inventoryItem: {
      id: gid('InventoryItem', variant.id),
      unitCost:
        variant.unitCostCents === null ? null : money(variant.unitCostCents, ctx.shop.currencyCode),
    },
    product: () => presentProduct(product, ctx),
  };
}

/** The GraphQL `Product` object (fields with arguments are functions, read by the default resolver). */
export function presentProduct(product: FakeProduct, ctx: AdminContext) {
  const prices = product.variants.map((v) => v.priceCents);
  const currency = ctx.shop.currencyCode;
  const imageUrl = productImageUrl(product, ctx.shop, ctx.origin);
  return {
    __typename: 'Product',
    id: gid('Product', product.id),
    title: product.title,
    handle: product.handle,
    // UNLISTED exists from 2025-10; older versions report such products as ACTIVE
    // (https://shopify.dev/changelog/new-unlisted-product-status).
    status: product.status === 'UNLISTED' && ctx.apiVersion < '2025-10' ? 'ACTIVE' : product.status,
    vendor: product.vendor,
    productType: product.productType,
    description: product.description,
    onlineStoreUrl:
      product.status === 'ACTIVE' || product.status === 'UNLISTED'
        ? `${ctx.origin}/${ctx.shop.domain}/products/${product.handle}`
        : null,
    totalInventory: totalInventory(product),
    createdAt: isoDateTime(product.createdAt),
    updatedAt: isoDateTime(product.updatedAt),
    featuredImage: {
      id: gid('ProductImage', product.id),
      url: () => imageUrl,
      altText: product.imageAlt,
      width: product.imageUrl ? null : SERVED_IMAGE_SIZE,
      height: product.imageUrl ? null : SERVED_IMAGE_SIZE,
    },
    priceRangeV2: {
      minVariantPrice: money(Math.min(...prices), currency),
      maxVariantPrice: money(Math.max(...prices), currency),
    },
    variants: (args: PagingArgs & { reverse?: boolean }) => {
      const list = args.reverse ? [...product.variants].reverse() : product.variants;
      return mapConnection(
        paginate('variants', list, args, (v) => v.id),
        (v) => presentVariant(product, v, ctx),
      );
    },
  };
}
