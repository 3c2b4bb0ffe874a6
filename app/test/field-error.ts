/**
 * The error message Mantine shows under `input` (the element its aria-describedby names with an
 * id ending in "-error"), or null when the field shows none.
 */
export function fieldErrorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? '') : null;
}
