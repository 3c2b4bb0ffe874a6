import type { MoneyNode, Page, UserErrorNode } from './shopify.queries';

/**
 * The Admin GraphQL operations of gifting (issue 35; 2026-10 reference,
 * shopify.dev/docs/api/admin-graphql): products with their variants' price, stock and unit cost
 * for the picker, the draft order (`draftOrderCreate` → `draftOrderComplete`, or
 * `draftOrderDelete` when completion is refused) and `orderCancel`.
 */

const VARIANT_FIELDS = /* GraphQL */ `
  id
  title
  price
  inventoryQuantity
  inventoryItem {
    unitCost {
      amount
      currencyCode
    }
  }
`;

/** Active products with up to 10 variants each (10 products cost ~342 points). Scope: read_products. */
export const GIFT_PRODUCTS_QUERY = /* GraphQL */ `
  query CollabifyGiftProducts($first: Int!, $after: String, $query: String) {
    shop {
      currencyCode
    }
    products(first: $first, after: $after, query: $query, sortKey: TITLE) {
      nodes {
        id
        title
        featuredImage {
          url
        }
        variants(first: 10) {
          nodes {
            ${VARIANT_FIELDS}
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** One variant with its product, to price a gift. Scope: read_products. */
export const GIFT_VARIANT_QUERY = /* GraphQL */ `
  query CollabifyGiftVariant($id: ID!) {
    shop {
      currencyCode
    }
    productVariant(id: $id) {
      ${VARIANT_FIELDS}
      product {
        id
        title
        status
        featuredImage {
          url
        }
      }
    }
  }
`;

const DRAFT_FIELDS = /* GraphQL */ `
  id
  status
  order {
    id
    name
  }
`;

/** Creates the gift's draft order. Scope: write_draft_orders. */
export const DRAFT_ORDER_CREATE_MUTATION = /* GraphQL */ `
  mutation CollabifyGiftDraft($input: DraftOrderInput!) {
    draftOrderCreate(input: $input) {
      draftOrder {
        ${DRAFT_FIELDS}
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** A draft order by id (to find the order of a draft completed by an earlier try). */
export const DRAFT_ORDER_QUERY = /* GraphQL */ `
  query CollabifyGiftDraftOrder($id: ID!) {
    draftOrder(id: $id) {
      ${DRAFT_FIELDS}
    }
  }
`;

/** Completes the draft: it becomes a paid order (100 % off). Scope: write_draft_orders. */
export const DRAFT_ORDER_COMPLETE_MUTATION = /* GraphQL */ `
  mutation CollabifyGiftComplete($id: ID!) {
    draftOrderComplete(id: $id) {
      draftOrder {
        ${DRAFT_FIELDS}
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Deletes a draft whose completion was refused. Scope: write_draft_orders. */
export const DRAFT_ORDER_DELETE_MUTATION = /* GraphQL */ `
  mutation CollabifyGiftDraftDelete($input: DraftOrderDeleteInput!) {
    draftOrderDelete(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

/** Cancels the gift's order, restocking it. Scope: write_orders. */
export const ORDER_CANCEL_MUTATION = /* GraphQL */ `
  mutation CollabifyGiftCancel($orderId: ID!) {
    orderCancel(
      orderId: $orderId
      reason: OTHER
      refund: false
      restock: true
      notifyCustomer: false
    ) {
      job {
        id
      }
      orderCancelUserErrors {
        field
        message
        code
      }
    }
  }
`;

/** A variant as the gift queries select it. */
export interface GiftVariantNode {
  id: string;
  title: string;
  price: string;
  inventoryQuantity: number | null;
  inventoryItem: { unitCost: MoneyNode | null } | null;
}

/** A product with its variants ({@link GIFT_PRODUCTS_QUERY}). */
export interface GiftProductNode {
  id: string;
  title: string;
  featuredImage: { url: string } | null;
  variants: { nodes: GiftVariantNode[] };
}

/** {@link GIFT_PRODUCTS_QUERY}'s data. */
export interface GiftProductsData {
  shop: { currencyCode: string };
  products: Page<GiftProductNode>;
}

/** {@link GIFT_VARIANT_QUERY}'s data. */
export interface GiftVariantData {
  shop: { currencyCode: string };
  productVariant:
    | (GiftVariantNode & {
        product: {
          id: string;
          title: string;
          status: string;
          featuredImage: { url: string } | null;
        };
      })
    | null;
}

/** A draft order as the gift operations select it. */
export interface DraftOrderNode {
  id: string;
  status: 'OPEN' | 'INVOICE_SENT' | 'COMPLETED';
  order: { id: string; name: string } | null;
}

/** A draft order mutation's answer. */
export interface DraftPayload {
  draftOrder: DraftOrderNode | null;
  userErrors: UserErrorNode[];
}
