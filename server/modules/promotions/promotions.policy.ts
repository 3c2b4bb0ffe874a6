import { PLATFORM_POST_HOSTS } from '@shared/constants/collaborations';
import type { Platform } from '@shared/constants/discovery';
import type { PublishedPost } from '@shared/schemas/collaborations';
import { badRequest, conflict } from '../../errors';

/** Whether `url` is on one of the platform's post hosts (the host itself or a subdomain of it). */
export function isPlatformPostUrl(url: string, platform: Platform): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return PLATFORM_POST_HOSTS[platform].some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * Checks that every post is on the profile's platform. @throws 400 naming each wrong post's
 * field, `pathOf(index)` (e.g. `body.posts.0.url`).
 */
export function assertPostUrls(
  posts: readonly Pick<PublishedPost, 'url'>[],
  platform: Platform,
  pathOf: (index: number) => string,
): void {
  const hosts = PLATFORM_POST_HOSTS[platform].join(' or ');
  const errors = posts.flatMap((post, i) =>
    isPlatformPostUrl(post.url, platform)
      ? []
      : [{ path: pathOf(i), message: `Use a link to a ${platform} post (${hosts})` }],
  );
  if (errors.length) throw badRequest(errors[0]!.message, errors);
}

/**
 * A post recorded for another collaboration stays with it. @throws 409 naming each such post's
 * field, `pathOf(index)`.
 */
export function assertPostsFree(
  posts: readonly Pick<PublishedPost, 'url'>[],
  taken: ReadonlySet<string>,
  pathOf: (index: number) => string,
): void {
  const message = 'This post is already recorded for another collaboration';
  const errors = posts.flatMap((post, i) =>
    taken.has(post.url) ? [{ path: pathOf(i), message }] : [],
  );
  if (errors.length) throw conflict(message, errors);
}
