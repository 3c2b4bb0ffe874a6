/**
 * Safe HTML building for the fake's pages: `html` escapes every interpolated value unless it is
 * already {@link SafeHtml} (another `html` result). Arrays are joined; null, undefined and false
 * render nothing. Pages load nothing from elsewhere (no scripts, fonts or outside images).
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
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f0f4f9; color: #1f1f1f; }
  header { background: #fff; color: #444746; padding: 12px 24px; font-weight: 600;
           border-bottom: 1px solid #dadce0; }
  main { max-width: 720px; margin: 24px auto; background: #fff; border-radius: 28px; padding: 32px 40px;
         box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.6rem; font-weight: 400; margin-top: 0; }
  h2 { font-size: 1.1rem; font-weight: 500; margin-top: 1.8rem; }
  ul.scopes { padding-left: 1.2rem; }
  ul.scopes li { margin: 6px 0; }
  ul.accounts { list-style: none; padding: 0; }
  ul.accounts li { margin: 8px 0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e6e6e6; vertical-align: top; }
  button { font: inherit; padding: 10px 20px; border-radius: 20px; border: 1px solid #0b57d0;
           background: #0b57d0; color: #fff; cursor: pointer; text-align: left; }
  button.secondary { background: #fff; color: #0b57d0; border-color: #747775; }
  form.inline { display: inline; }
  .muted, .hint { color: #444746; font-size: .9rem; }
  code { font-size: .85rem; overflow-wrap: anywhere; }
  [role=alert] { background: #fce8e6; color: #8c1d18; padding: 8px 12px; border-radius: 8px; }
  :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
`;

/** A complete page with the fake's layout. */
export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <!-- No icon: without this line the browser asks for /favicon.ico. -->
        <link rel="icon" href="data:," />
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <header>Google (local fake)</header>
        <main>${body}</main>
      </body>
    </html> `.value;
}
