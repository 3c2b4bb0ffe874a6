import escapeHtml from 'escape-html';

/**
 * Safe HTML building for the providers' pages: `html` escapes every interpolated value (with the
 * maintained `escape-html`) unless it is already {@link SafeHtml} (another `html` result). Arrays
 * are joined; null, undefined and false render nothing. Pages load nothing from elsewhere (no
 * scripts, fonts or remote images).
 */

export { escapeHtml };

/** HTML that is already safe to insert. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
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
export function hiddenFields(fields: Readonly<Record<string, string>>): SafeHtml {
  return html`${Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  )}`;
}
