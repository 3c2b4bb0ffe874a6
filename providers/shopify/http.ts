/**
 * The parameters of a token request body as Shopify reads them: a JSON object, or form-encoded
 * fields; `{}` when empty or malformed.
 */
export function parseParams(contentType: string, body: string): Record<string, unknown> {
  if (contentType.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(body);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}
