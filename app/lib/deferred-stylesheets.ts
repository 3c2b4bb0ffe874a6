import { DEFERRED_MEDIA_ATTRIBUTE } from '@shared/constants/server-render';

/**
 * Applies the stylesheets a server-drawn page deferred (`media="print"`, the media to restore in
 * {@link DEFERRED_MEDIA_ATTRIBUTE}): the page painted with its own rules inline, and everything
 * the app draws next (menus, dialogs, other pages) needs the whole stylesheet. The links stay
 * where they are in the head, so the cascade is the one of a page that loaded them normally.
 */
export function applyDeferredStylesheets(document: Document): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    `link[${DEFERRED_MEDIA_ATTRIBUTE}]`,
  )) {
    link.media = link.getAttribute(DEFERRED_MEDIA_ATTRIBUTE) ?? 'all';
    link.removeAttribute(DEFERRED_MEDIA_ATTRIBUTE);
  }
}
