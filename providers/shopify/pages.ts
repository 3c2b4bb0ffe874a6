import { discountStatus } from './discounts';
import { type SafeHtml, hiddenFields, html } from '../kit/html';
import { refusal } from '../kit/page';
import { table } from '../kit/widgets';
import { page } from './theme';
import { CARRIERS } from './fulfillments';
import { formatCents } from './money';
import { productImageUrl } from './products';
import { parseScopes } from './scopes';
import type { FakeOrder, FakeProduct, ShopState } from './store';

/**
 * The fake's HTML pages, for people (the local demo) and Playwright: the install (authorize)
 * page, a refusal page, the shop admin home with the app launch link, a storefront checkout,
 * product pages and a list of shops. Labels are what a person reads; every control is a native
 * form element.
 */

/** A human wording of a scope: read_products → "View products", write_discounts → "Manage discounts". */
export function describeScope(scope: string): string {
  const m = /^(read|write)_(.+)$/.exec(scope);
  if (!m) return scope;
  const what = m[2]!.replace(/_/g, ' ');
  return `${m[1] === 'read' ? 'View' : 'Manage'} ${what}`;
}

/** Fields the approve form posts back (the authorize request, unchanged). */
export interface AuthorizeFields {
  client_id: string;
  scope: string;
  redirect_uri: string;
  state: string;
  'grant_options[]': string;
}

/** "Install {app}" with the shop, the requested scopes, "Install app" (POST) and "Cancel". */
export function authorizePage(shop: ShopState, appName: string, fields: AuthorizeFields): string {
  const scopes = parseScopes(fields.scope);
  return page(
    `Install ${appName}`,
    html`<h1>Install ${appName}</h1>
      <p><strong>${shop.name}</strong> <span class="muted">(${shop.domain})</span></p>
      <p>${appName} will be able to:</p>
      ${
        scopes.length
          ? html`<ul aria-label="Requested access">
              ${scopes.map(
                (s) => html`<li>${describeScope(s)} <code class="muted">${s}</code></li>`,
              )}
            </ul>`
          : html`<p class="muted">No access to store data.</p>`
      }
      ${fields['grant_options[]'] === 'per-user' ? html`<p class="muted">Access is limited to your own staff permissions (online access).</p>` : ''}
      <form method="post" action="/${shop.domain}/admin/oauth/authorize/approve">
        ${hiddenFields({ ...fields })}
        <div class="actions">
          <button type="submit">Install app</button>
          <a class="button secondary" href="/${shop.domain}">Cancel</a>
        </div>
      </form>`,
    { shopName: shop.name },
  );
}

/** A refusal page, e.g. "Oauth error invalid_request: The redirect_uri is not whitelisted". */
export function errorPage(title: string, message: string, shopName?: string): string {
  return page(title, refusal(title, message), shopName ? { shopName } : {});
}

function money(cents: number, shop: ShopState): string {
  return `${formatCents(cents)} ${shop.currencyCode}`;
}

/** The admin home: the app (open / install / uninstall), products, code discounts and orders. */
export function adminHomePage(
  shop: ShopState,
  options: { appName: string; appSlug: string; hasAppUrl: boolean; now: number; notice?: string },
): string {
  const { appName, appSlug } = options;
  const appLink = options.hasAppUrl
    ? html`<a class="button" href="/${shop.domain}/admin/apps/${appSlug}"
        >${shop.installed ? `Open ${appName}` : `Install ${appName}`}</a
      >`
    : html`<span class="muted">(no App URL configured)</span>`;
  return page(
    `${shop.name} · Admin`,
    html`<h1>${shop.name}</h1>
      ${options.notice ? html`<p role="status">${options.notice}</p>` : ''}
      <h2>Apps</h2>
      <div class="actions">
        <span><strong>${appName}</strong> — ${shop.installed ? 'installed' : 'not installed'}</span>
        ${appLink}
        ${
          shop.installed
            ? html`<form method="post" action="/${shop.domain}/admin/apps/${appSlug}/uninstall">
                <button class="secondary" type="submit">Uninstall ${appName}</button>
              </form>`
            : ''
        }
      </div>
      <p><a href="/${shop.domain}/checkout">Open the storefront checkout</a></p>
      <h2>Products</h2>
      ${table(
        ['Product', 'Status', 'Price'],
        shop.products.map((p) => [
          html`<a href="/${shop.domain}/products/${p.handle}">${p.title}</a>`,
          p.status.toLowerCase(),
          money(p.variants[0]?.priceCents ?? 0, shop),
        ]),
        'No products yet.',
      )}
      <h2>Discounts</h2>
      ${table(
        ['Code', 'Title', 'Status', 'Used'],
        shop.discounts.map((d) => [
          html`<code>${d.code}</code>`,
          d.title,
          discountStatus(d, options.now).toLowerCase(),
          `${d.asyncUsageCount}${d.usageLimit === null ? '' : ` / ${d.usageLimit}`}`,
        ]),
        'No discounts yet.',
      )}
      <h2>Orders</h2>
      ${table(
        ['Order', 'Customer', 'Discount', 'Total', 'Status', 'Shipping'],
        shop.orders.map((o) => [...orderCells(o), shippingCell(shop, o)]),
        'No orders yet.',
      )}`,
    { shopName: shop.name },
  );
}

/**
 * The order's shipping, with the controls a merchant uses: "Mark as shipped" (carrier and tracking
 * number) for an unshipped order, "Mark as delivered" for a shipped one.
 */
function shippingCell(shop: ShopState, order: FakeOrder): SafeHtml | string {
  const p = order.payload;
  if (p.cancelled_at) return 'cancelled';
  const shipped = order.fulfillments.find((f) => f.status === 'success');
  const action = (verb: string) => `/${shop.domain}/admin/orders/${order.id}/${verb}`;
  if (!shipped)
    return html`<form method="post" action="${action('fulfill')}" class="actions">
      <label
        >Carrier for ${p.name}
        <select name="carrier">
          ${CARRIERS.map((c) => html`<option>${c}</option>`)}
        </select></label
      >
      <label>Tracking number for ${p.name} <input name="trackingNumber" required /></label>
      <button type="submit">Mark ${p.name} as shipped</button>
    </form>`;
  const line = `Shipped with ${shipped.tracking_company ?? 'a carrier'}, tracking ${shipped.tracking_number ?? '—'}`;
  if (shipped.shipment_status === 'delivered') return `${line} · delivered`;
  return html`${line}
    <form method="post" action="${action('deliver')}">
      <button type="submit">Mark ${p.name} as delivered</button>
    </form>`;
}

function orderCells(order: FakeOrder): string[] {
  const p = order.payload;
  return [
    p.name,
    p.email,
    p.discount_codes.map((d) => d.code).join(', ') || '—',
    `${p.current_total_price} ${p.currency}`,
    p.financial_status.replace('_', ' '),
  ];
}

/** What the checkout form last held (to show it again after an error). */
export interface CheckoutValues {
  product?: string;
  quantity?: string;
  discountCode?: string;
  email?: string;
}

/** The storefront checkout: product, quantity, discount code, e-mail, "Place order"; and the outcome. */
export function checkoutPage(
  shop: ShopState,
  options: { values?: CheckoutValues; error?: string; placed?: FakeOrder },
): string {
  const values = options.values ?? {};
  const products = shop.products.filter((p) => p.status === 'ACTIVE');
  const placed = options.placed?.payload;
  return page(
    `Checkout · ${shop.name}`,
    html`<h1>Checkout</h1>
      ${placed ? html`<p role="status">${placedMessage(placed)}</p>` : ''}
      ${options.error ? html`<p role="alert">${options.error}</p>` : ''}
      <form method="post" action="/${shop.domain}/checkout">
        <label for="product">Product</label>
        <select id="product" name="product">
          ${products.map(
            (p) =>
              html`<option
                value="${p.handle}"
                ${values.product === p.handle ? html` selected` : ''}
              >
                ${p.title} — ${money(p.variants[0]?.priceCents ?? 0, shop)}
              </option>`,
          )}
        </select>
        <label for="quantity">Quantity</label>
        <input
          id="quantity"
          name="quantity"
          type="number"
          min="1"
          step="1"
          value="${values.quantity ?? '1'}"
          required
        />
        <label for="discountCode">Discount code</label>
        <input
          id="discountCode"
          name="discountCode"
          type="text"
          autocomplete="off"
          value="${values.discountCode ?? ''}"
        />
        <label for="email">Email</label>
        <input
          id="email"
          name="email"
          type="email"
          value="${values.email ?? 'customer@example.com'}"
          required
        />
        <div><button type="submit">Place order</button></div>
      </form>
      <p><a href="/${shop.domain}">Back to the shop admin</a></p>`,
    { shopName: shop.name },
  );
}

/** "Order #1001 placed — total 53.10 USD (discount WELCOME10: −5.90 USD)". */
export function placedMessage(order: FakeOrder['payload']): string {
  const discount = order.discount_codes[0];
  return `Order ${order.name} placed — total ${order.total_price} ${order.currency}${
    discount ? ` (discount ${discount.code}: −${discount.amount} ${order.currency})` : ''
  }`;
}

/** A product page: image, title, price, a link to buy it at the checkout. */
export function productPage(shop: ShopState, product: FakeProduct, origin: string): string {
  return page(
    product.title,
    html`<h1>${product.title}</h1>
      <img
        src="${productImageUrl(product, shop, origin)}"
        alt="${product.imageAlt}"
        width="320"
        height="320"
      />
      <p>${money(product.variants[0]?.priceCents ?? 0, shop)}</p>
      ${product.description ? html`<p>${product.description}</p>` : ''}
      <p><a class="button" href="/${shop.domain}/checkout">Buy at checkout</a></p>`,
    { shopName: shop.name },
  );
}

/** The list of shops the fake serves, with links to their admin. */
export function indexPage(shops: ShopState[]): string {
  return page(
    'Shopify (local fake)',
    html`<h1>Shops</h1>
      ${
        shops.length
          ? html`<ul>
              ${shops.map((s) => html`<li><a href="/${s.domain}">${s.name}</a> <span class="muted">${s.domain}</span></li>`)}
            </ul>`
          : html`<p class="muted">No shops yet.</p>`
      }`,
  );
}
