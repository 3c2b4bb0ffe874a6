/**
 * Safe HTML building for the fake's pages: `html` escapes every interpolated value unless it is
 * already {@link SafeHtml} (another `html` result). Arrays are joined; null, undefined and false
 * render nothing. Pages load nothing from elsewhere (no scripts, fonts or remote images).
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

/** Hidden inputs carrying `fields` through a form post. */
export function hiddenFields(fields: Record<string, string>): SafeHtml {
  return html`${Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  )}`;
}

/** Whose page it is: the header's colour and label. */
export type Brand = 'facebook' | 'instagram' | 'local';

const BANNERS: Record<Brand, { label: string; colour: string }> = {
  facebook: { label: 'Facebook (local fake)', colour: '#0866ff' },
  instagram: { label: 'Instagram (local fake)', colour: '#c13584' },
  local: { label: 'Meta (local fake)', colour: '#1c2b33' },
};

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
  body { margin: 0; background: #f0f2f5; color: #1c1e21; }
  header { color: #fff; padding: 12px 24px; font-weight: 700; }
  main { max-width: 560px; margin: 24px auto; background: #fff; border-radius: 8px; padding: 24px 32px;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  main.wide { max-width: 880px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  h2 { font-size: 1.1rem; margin-top: 1.5rem; }
  fieldset { border: 1px solid #ccd0d5; border-radius: 8px; padding: 8px 16px 12px; margin: 16px 0; }
  legend { font-weight: 600; padding: 0 4px; }
  .choice { display: flex; gap: 10px; align-items: center; padding: 6px 0; }
  .choice input { width: 1.1rem; height: 1.1rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e4e6eb; vertical-align: top; }
  button, .button { font: inherit; display: inline-block; margin: 8px 8px 0 0; padding: 8px 18px; border-radius: 6px;
           border: 1px solid #0a5ed7; background: #0a5ed7; color: #fff; cursor: pointer; text-decoration: none; font-weight: 600; }
  .secondary { background: #fff; color: #1c1e21; border-color: #8a8d91; }
  form.inline { display: inline; }
  .actions { display: flex; flex-wrap: wrap; align-items: center; }
  .muted, .hint { color: #606770; font-size: .9rem; }
  code { overflow-wrap: anywhere; }
  [role=alert] { background: #ffebe9; color: #8c1d18; padding: 8px 12px; border-radius: 6px; }
  :focus-visible { outline: 3px solid #1b74e4; outline-offset: 2px; }
`;

/** A complete page with the fake's layout. */
export function page(
  title: string,
  body: SafeHtml,
  options: { brand?: Brand; wide?: boolean } = {},
): string {
  const banner = BANNERS[options.brand ?? 'local'];
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
        <header style="background: ${banner.colour}">${banner.label}</header>
        <main${options.wide ? html` class="wide"` : ''}>${body}</main>
      </body>
    </html> `.value;
}
