/**
 * Words that name the kind of account or content wanted, not its topic: "cat videos", "vegan
 * creators", "tech youtubers". Discovery search and picks read past them when other words say
 * what the creators should be about ("cat videos" searches "cat"); alone, a search keeps them.
 * Lower case, singular (a regular plural is read through its singular).
 */
// prettier-ignore
export const CONTENT_FORM_WORDS: ReadonlySet<string> = new Set([
  'creator', 'influencer', 'talent', 'kol', 'account', 'page', 'profile', 'channel', 'content',
  'post', 'video', 'reel', 'story', 'short', 'clip', 'ugc', 'instagrammer', 'youtuber', 'tiktoker',
]);

/** Whether a lower-case word names a kind of account or content: the word or its singular. */
export function isContentFormWord(word: string): boolean {
  return (
    CONTENT_FORM_WORDS.has(word) ||
    (word.endsWith('s') && CONTENT_FORM_WORDS.has(word.slice(0, -1)))
  );
}
