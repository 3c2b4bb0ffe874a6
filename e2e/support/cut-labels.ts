import type { Page } from '@playwright/test';

/** What a person reads as a control's or a status's words: buttons, tabs, badges and statuses. */
const LABELLED = [
  'button',
  '[role="button"]',
  '[role="tab"]',
  'a.mantine-Button-root',
  '.mantine-Badge-root',
  '[data-status]:not(article, tr, li)',
].join(',');

/**
 * The visible buttons, tabs, badges and statuses on the page whose words are cut: an element in
 * one (or the element itself) with its own text that is wider than its box while its overflow is
 * hidden or ends in an ellipsis. A cut label counts only when the words are not whole in its
 * accessible name (`aria-label`) or `title`. Each is described as "tag "visible words" (full text)".
 */
export function findCutLabels(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 1 && r.height > 1 && style.visibility !== 'hidden';
    };
    const ownText = (el: Element) =>
      [...el.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
    const cut = (el: Element) => {
      const style = getComputedStyle(el);
      const hides =
        style.overflowX !== 'visible' ||
        style.textOverflow === 'ellipsis' ||
        style.overflow !== 'visible';
      return hides && el.scrollWidth > el.clientWidth + 1;
    };
    const found: string[] = [];
    for (const control of document.querySelectorAll(selector)) {
      if (!visible(control)) continue;
      const full = (control.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!full) continue;
      const named = `${control.getAttribute('aria-label') ?? ''} ${control.getAttribute('title') ?? ''}`;
      if (named.includes(full)) continue;
      const parts = [control, ...control.querySelectorAll('*')].filter(
        (el) => visible(el) && (el === control || ownText(el) !== ''),
      );
      if (parts.some(cut)) found.push(`${control.tagName.toLowerCase()} "${full}"`);
    }
    return found;
  }, LABELLED);
}
