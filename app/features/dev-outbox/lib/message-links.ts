/**
 * The http(s) addresses of an email's links, in order and once each (read from an inert
 * DOMParser document: nothing runs or loads).
 */
export function htmlLinks(html: string | null): string[] {
  if (!html) return [];
  const anchors = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('a[href]');
  const links = [...anchors]
    .map((anchor) => anchor.getAttribute('href') ?? '')
    .filter((href) => /^https?:\/\//i.test(href));
  return [...new Set(links)];
}

/**
 * The https/http addresses of a `List-Unsubscribe` header (`<https://…>, <mailto:…>`); mailto
 * addresses are left out.
 */
export function unsubscribeUrls(header: string | null): string[] {
  if (!header) return [];
  return [...header.matchAll(/<([^>]+)>/g)]
    .map((match) => match[1] ?? '')
    .filter((url) => /^https?:\/\//i.test(url));
}
