/**
 * A plan's name as it reads in a sentence: "Pro" → "Pro plan"; a name that already ends in "plan"
 * (a grant's label, "Demo plan") is kept as it is.
 */
export function planPhrase(name: string): string {
  return / plan$/i.test(name) ? name : `${name} plan`;
}
