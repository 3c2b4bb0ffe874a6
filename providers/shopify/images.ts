import { escapeHtml } from '../kit/html';
import { SERVED_IMAGE_SIZE } from './products';
import type { FakeProduct } from './store';

/**
 * The product pictures the fake serves itself (`GET /{shop}/images/{handle}.svg`), so that no page
 * or API answer points at an outside host: a square SVG in the product's accent colour with its
 * title.
 */

/** Splits a title into lines of at most ~18 characters. */
function lines(title: string): string[] {
  const out: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 18)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 4);
}

/** The SVG picture of a product. */
export function productSvg(product: FakeProduct): string {
  const size = SERVED_IMAGE_SIZE;
  const text = lines(product.title);
  const top = size / 2 - ((text.length - 1) * 64) / 2;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeHtml(product.imageAlt)}">
<rect width="${size}" height="${size}" fill="${escapeHtml(product.imageColor)}"/>
<circle cx="${size * 0.78}" cy="${size * 0.22}" r="${size * 0.12}" fill="#ffffff" fill-opacity="0.25"/>
${text
  .map(
    (line, i) =>
      `<text x="50%" y="${top + i * 64}" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="#ffffff">${escapeHtml(line)}</text>`,
  )
  .join('\n')}
</svg>
`;
}
