/**
 * The Graph `fields` parameter: a comma-separated list whose items may carry modifiers
 * (`picture.type(large)`) or sub-fields (`picture{url}`). Only the top-level names matter to the
 * fake; commas inside parentheses or braces do not split.
 */

/** The top-level field names of `fields`, in order, without duplicates. */
export function parseFields(fields: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let current = '';
  const flush = () => {
    const name = /^\s*([A-Za-z0-9_]*)/.exec(current)?.[1] ?? '';
    if (current.trim()) names.push(name || current.trim());
    current = '';
  };
  for (const char of fields) {
    if (char === '(' || char === '{') depth++;
    if (char === ')' || char === '}') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) flush();
    else current += char;
  }
  flush();
  return [...new Set(names)];
}
