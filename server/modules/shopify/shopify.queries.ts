/**
 * The Admin GraphQL operations Collabify sends (API version pinned by SHOPIFY_API_VERSION), with
 * the shapes of their answers. Field names follow the 2026-10 Admin GraphQL reference
 * (shopify.dev/docs/api/admin-graphql): `Shop`, `Product`, `DiscountCodeNode`,
 * `discountCodeBasicCreate`.
 */

/** The shop's name, owner email and currency. Scope: none beyond install. */
export const SHOP_QUERY = /* GraphQL */ `
  query CollabifyShop {
    shop {
      name
      email
      myshopifyDomain
      currencyCode
    }
  }
`;

const PRODUCT_FIELDS = /* GraphQL */ `
  fragment CollabifyProduct on Product {
    id
    title
    handle
    status
    onlineStoreUrl
    featuredImage {
      url
      altText
    }
    priceRangeV2 {
      minVariantPrice {
        amount
        currencyCode
      }
      maxVariantPrice {
        amount
        currencyCode
      }
    }
  }
`;

/** A page of products by title (`query` uses Shopify's search syntax). Scope: read_products. */
export const PRODUCTS_QUERY = /* GraphQL */ `
  ${PRODUCT_FIELDS}
  query CollabifyProducts($first: Int!, $after: String, $query: String) {
    products(first: $first, after: $after, query: $query, sortKey: TITLE) {
      nodes {
        ...CollabifyProduct
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** One product by id. Scope: read_products. */
export const PRODUCT_QUERY = /* GraphQL */ `
  ${PRODUCT_FIELDS}
  query CollabifyProduct($id: ID!) {
    product(id: $id) {
      ...CollabifyProduct
    }
  }
`;

/**
 * The fields every kind of code discount has (basic, free shipping, buy X get Y). Shopify gives
 * them no common interface, so each kind selects them by name.
 */
const COMMON_DISCOUNT_FIELDS = /* GraphQL */ `
  title
  status
  startsAt
  endsAt
  usageLimit
  appliesOncePerCustomer
  asyncUsageCount
  codes(first: 1) {
    nodes {
      code
    }
  }
`;

const DISCOUNT_FIELDS = /* GraphQL */ `
  fragment CollabifyDiscount on DiscountCodeNode {
    id
    codeDiscount {
      __typename
      ... on DiscountCodeFreeShipping {
        ${COMMON_DISCOUNT_FIELDS}
      }
      ... on DiscountCodeBxgy {
        ${COMMON_DISCOUNT_FIELDS}
      }
      ... on DiscountCodeBasic {
        ${COMMON_DISCOUNT_FIELDS}
        customerGets {
          value {
            __typename
            ... on DiscountPercentage {
              percentage
            }
            ... on DiscountAmount {
              amount {
                amount
                currencyCode
              }
            }
          }
        }
      }
    }
  }
`;

/** A page of the shop's code discounts, newest first. Scope: read_discounts. */
export const DISCOUNTS_QUERY = /* GraphQL */ `
  ${DISCOUNT_FIELDS}
  query CollabifyDiscounts($first: Int!, $after: String) {
    codeDiscountNodes(first: $first, after: $after, sortKey: CREATED_AT, reverse: true) {
      nodes {
        ...CollabifyDiscount
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** The code discount using `code`, or null. Scope: read_discounts. */
export const DISCOUNT_BY_CODE_QUERY = /* GraphQL */ `
  ${DISCOUNT_FIELDS}
  query CollabifyDiscountByCode($code: String!) {
    codeDiscountNodeByCode(code: $code) {
      ...CollabifyDiscount
    }
  }
`;

/** Creates a single-code amount-off-order discount. Scope: write_discounts. */
export const CREATE_DISCOUNT_MUTATION = /* GraphQL */ `
  ${DISCOUNT_FIELDS}
  mutation CollabifyCreateDiscount($basicCodeDiscount: DiscountCodeBasicInput!) {
    discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) {
      codeDiscountNode {
        ...CollabifyDiscount
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

/** Money as the Admin API gives it: a decimal string and an ISO 4217 code. */
export interface MoneyNode {
  amount: string;
  currencyCode: string;
}

/** `Product` as {@link PRODUCTS_QUERY} selects it. */
export interface ProductNode {
  id: string;
  title: string;
  handle: string;
  status: 'ACTIVE' | 'ARCHIVED' | 'DRAFT' | 'UNLISTED';
  onlineStoreUrl: string | null;
  featuredImage: { url: string; altText: string | null } | null;
  priceRangeV2: { minVariantPrice: MoneyNode; maxVariantPrice: MoneyNode };
}

/**
 * `DiscountCodeNode` as {@link DISCOUNTS_QUERY} selects it: every kind but app discounts carries
 * the common fields; only a basic one has `customerGets` (an amount or percentage off).
 */
export interface DiscountNode {
  id: string;
  codeDiscount: {
    __typename: string;
    title?: string;
    status?: 'ACTIVE' | 'EXPIRED' | 'SCHEDULED';
    startsAt?: string;
    endsAt?: string | null;
    usageLimit?: number | null;
    appliesOncePerCustomer?: boolean;
    asyncUsageCount?: number;
    codes?: { nodes: { code: string }[] };
    customerGets?: {
      value:
        | { __typename: 'DiscountPercentage'; percentage: number }
        | { __typename: 'DiscountAmount'; amount: MoneyNode }
        | { __typename: string };
    };
  };
}

/** A connection page. */
export interface Page<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** A mutation's validation error (`UserError` / `DiscountUserError`). */
export interface UserErrorNode {
  field: string[] | null;
  code: string | null;
  message: string;
}
