import { GraphQLError } from 'graphql';
import type { PagingArgs } from './connection';
import { paginate } from './connection';
import type { AdminContext } from './context';
import {
  addDiscount,
  checkDiscountInput,
  findDiscountByCode,
  presentDiscountNode,
  searchDiscounts,
} from './discounts';
import {
  completeDraftOrder,
  createDraftOrder,
  deleteDraftOrder,
  findDraftOrder,
  presentDraftOrder,
  presentOrder,
} from './draft-orders';
import { cancelOrder } from './fulfillments';
import { gid, parseGid } from './ids';
import { mapConnection, presentProduct, presentVariant, searchProducts } from './products';
import { hasScope } from './scopes';
import type { WebhookTopic } from './store';
import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  presentSubscription,
  updateSubscription,
} from './webhook-subscriptions';

/**
 * The root value of one Admin GraphQL request: a function per root field, each checking the
 * access scope Shopify requires before reading (`ACCESS_DENIED`, as in
 * https://shopify.dev/docs/api/usage/access-scopes: `{"message": "Access denied for products
 * field. Required access: `read_products` access scope.", "extensions": {"code":
 * "ACCESS_DENIED", "documentation": …, "requiredAccess": …}}`).
 */

/** The ACCESS_DENIED error of a root field needing `scope`. */
export function accessDenied(field: string, scope: string): GraphQLError {
  const requiredAccess = `\`${scope}\` access scope.`;
  return new GraphQLError(`Access denied for ${field} field. Required access: ${requiredAccess}`, {
    extensions: {
      code: 'ACCESS_DENIED',
      documentation: 'https://shopify.dev/api/usage/access-scopes',
      requiredAccess,
    },
  });
}

function ianaTimezone(offsetMinutes: number): string {
  if (offsetMinutes === 0 || offsetMinutes % 60 !== 0) return 'Etc/UTC';
  const hours = -offsetMinutes / 60;
  return `Etc/GMT${hours > 0 ? '+' : ''}${hours}`;
}

type ListArgs = PagingArgs & { reverse?: boolean; sortKey?: string; query?: string | null };

/** Builds the root value (query and mutation fields) for a request context. */
export function rootValue(ctx: AdminContext) {
  const requireScope = (field: string, scope: string) => {
    if (!hasScope(ctx.token.scope, scope)) throw accessDenied(field, scope);
  };
  const { shop } = ctx;
  return {
    shop: () => ({
      __typename: 'Shop',
      id: gid('Shop', shop.id),
      name: shop.name,
      email: shop.email,
      contactEmail: shop.email,
      myshopifyDomain: shop.domain,
      url: `https://${shop.domain}`,
      currencyCode: shop.currencyCode,
      ianaTimezone: ianaTimezone(shop.utcOffsetMinutes),
    }),

    product: ({ id }: { id: string }) => {
      requireScope('product', 'read_products');
      const product = shop.products.find((p) => p.id === parseGid(id, 'Product'));
      return product ? presentProduct(product, ctx) : null;
    },

    productVariant: ({ id }: { id: string }) => {
      requireScope('productVariant', 'read_products');
      const variantId = parseGid(id, 'ProductVariant');
      const product = shop.products.find((p) => p.variants.some((v) => v.id === variantId));
      const variant = product?.variants.find((v) => v.id === variantId);
      return product && variant ? presentVariant(product, variant, ctx) : null;
    },

    products: (args: ListArgs) => {
      requireScope('products', 'read_products');
      const list = searchProducts(shop.products, args.query, args.sortKey, args.reverse);
      return mapConnection(
        paginate('products', list, args, (p) => p.id),
        (p) => presentProduct(p, ctx),
      );
    },

    codeDiscountNode: ({ id }: { id: string }) => {
      requireScope('codeDiscountNode', 'read_discounts');
      const discount = shop.discounts.find((d) => d.id === parseGid(id, 'DiscountCodeNode'));
      return discount ? presentDiscountNode(discount, ctx) : null;
    },

    codeDiscountNodeByCode: ({ code }: { code: string }) => {
      requireScope('codeDiscountNodeByCode', 'read_discounts');
      const discount = findDiscountByCode(shop, code);
      return discount ? presentDiscountNode(discount, ctx) : null;
    },

    codeDiscountNodes: (args: ListArgs) => {
      requireScope('codeDiscountNodes', 'read_discounts');
      const list = searchDiscounts(
        shop.discounts,
        args.query,
        ctx.now(),
        args.sortKey,
        args.reverse,
      );
      return mapConnection(
        paginate('codeDiscountNodes', list, args, (d) => d.id),
        (d) => presentDiscountNode(d, ctx),
      );
    },

    draftOrder: ({ id }: { id: string }) => {
      requireScope('draftOrder', 'read_draft_orders');
      const draft = findDraftOrder(shop, id);
      return draft ? presentDraftOrder(draft, ctx) : null;
    },

    order: ({ id }: { id: string }) => {
      requireScope('order', 'read_orders');
      const order = shop.orders.find((o) => o.id === parseGid(id, 'Order'));
      return order ? presentOrder(order, ctx) : null;
    },

    draftOrderCreate: ({ input }: { input: Record<string, unknown> }) => {
      requireScope('draftOrderCreate', 'write_draft_orders');
      const { draft, userErrors } = createDraftOrder(ctx.store, shop, input, ctx.now());
      return { draftOrder: draft && presentDraftOrder(draft, ctx), userErrors };
    },

    draftOrderComplete: ({ id }: { id: string }) => {
      requireScope('draftOrderComplete', 'write_draft_orders');
      const draft = findDraftOrder(shop, id);
      if (!draft)
        return {
          draftOrder: null,
          userErrors: [{ field: ['id'], message: 'Draft order not found' }],
        };
      const { userErrors, events } = completeDraftOrder(ctx.store, shop, draft, ctx.now());
      ctx.events.push(...events);
      return { draftOrder: userErrors.length ? null : presentDraftOrder(draft, ctx), userErrors };
    },

    draftOrderDelete: ({ input }: { input: { id: string } }) => {
      requireScope('draftOrderDelete', 'write_draft_orders');
      const userErrors = deleteDraftOrder(shop, input.id);
      return { deletedId: userErrors.length ? null : input.id, userErrors };
    },

    orderCancel: (args: { orderId: string; reason: string; restock: boolean }) => {
      requireScope('orderCancel', 'write_orders');
      const { userErrors, events } = cancelOrder(shop, args.orderId, args, ctx.now());
      ctx.events.push(...events);
      return {
        job: userErrors.length
          ? null
          : { id: gid('Job', ctx.store.nextId('fulfillment')), done: true },
        orderCancelUserErrors: userErrors,
        userErrors: userErrors.map(({ field, message }) => ({ field, message })),
      };
    },

    webhookSubscription: ({ id }: { id: string }) => {
      const sub = shop.webhookSubscriptions.find(
        (s) => s.id === parseGid(id, 'WebhookSubscription'),
      );
      return sub ? presentSubscription(sub) : null;
    },

    webhookSubscriptions: (args: Parameters<typeof listSubscriptions>[0]) =>
      listSubscriptions(args, ctx),

    discountCodeBasicCreate: ({
      basicCodeDiscount,
    }: {
      basicCodeDiscount: Record<string, unknown>;
    }) => {
      requireScope('discountCodeBasicCreate', 'write_discounts');
      const { errors, draft } = checkDiscountInput(basicCodeDiscount, shop, ctx.now());
      if (!draft) return { codeDiscountNode: null, userErrors: errors };
      const discount = addDiscount(ctx.store, shop, draft);
      return { codeDiscountNode: presentDiscountNode(discount, ctx), userErrors: [] };
    },

    webhookSubscriptionCreate: (args: {
      topic: WebhookTopic;
      webhookSubscription: Record<string, unknown>;
    }) => createSubscription(args.topic, args.webhookSubscription, ctx),

    webhookSubscriptionUpdate: (args: {
      id: string;
      webhookSubscription: Record<string, unknown>;
    }) => updateSubscription(args.id, args.webhookSubscription, ctx),

    webhookSubscriptionDelete: ({ id }: { id: string }) => deleteSubscription(id, ctx),
  };
}
