/**
 * Safe HTML building for the fake's pages: `html` escapes every interpolated value unless it is
 * already {@link SafeHtml} (another `html` result, or `raw`). Arrays are joined.
 */

/** HTML that is already safe to insert. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function render(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template: `html\`<p>${text}</p>\`` with `text` escaped. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; background: #f1f1f1; color: #303030; }
  header { background: #1a1a1a; color: #fff; padding: 12px 24px; font-weight: 600; }
  header a { color: #fff; }
  main { max-width: 760px; margin: 24px auto; background: #fff; border-radius: 12px; padding: 24px 32px;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.1rem; margin-top: 2rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e3e3e3; }
  label { display: block; margin: 12px 0 4px; font-weight: 600; }
  input, select { font: inherit; padding: 6px 8px; border: 1px solid #8a8a8a; border-radius: 8px; min-width: 260px; }
  button, .button { font: inherit; display: inline-block; margin-top: 16px; padding: 8px 16px; border-radius: 8px;
           border: 1px solid #1a1a1a; background: #1a1a1a; color: #fff; cursor: pointer; text-decoration: none; }
  .secondary { background: #fff; color: #1a1a1a; }
  .actions { display: flex; gap: 12px; align-items: center; }
  [role=alert] { background: #fee9e8; color: #8e1f0b; padding: 8px 12px; border-radius: 8px; }
  [role=status] { background: #cdfee1; color: #0c5132; padding: 8px 12px; border-radius: 8px; }
  :focus-visible { outline: 3px solid #005bd3; outline-offset: 2px; }
  .muted { color: #616161; }
`;

/** A complete page with the fake's layout. */
export function page(title: string, body: SafeHtml, options: { shopName?: string } = {}): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <!-- No icon: without this line the browser asks for /favicon.ico, which is no shop. -->
        <link rel="icon" href="data:," />
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <header>Shopify (local fake)${options.shopName ? html` · ${options.shopName}` : ''}</header>
        <main>${body}</main>
      </body>
    </html> `.value;
}
