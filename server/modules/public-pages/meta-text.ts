/** Longest description kept whole; longer text is cut at a word and ends with "…". */
export const DESCRIPTION_MAX = 160;

/**
 * One line of plain text for a meta description: whitespace collapsed, at most
 * {@link DESCRIPTION_MAX} characters, cut at a word boundary.
 */
export function describe(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2));
  return `${atWord.trimEnd()}…`;
}
