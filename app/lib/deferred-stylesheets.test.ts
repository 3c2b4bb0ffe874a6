import { describe, expect, it } from 'vitest';
import { DEFERRED_MEDIA_ATTRIBUTE } from '@shared/constants/server-render';
import { applyDeferredStylesheets } from './deferred-stylesheets';

describe('applyDeferredStylesheets', () => {
  it('restores the media the server deferred and leaves other links as they are', () => {
    document.head.innerHTML = `
      <link rel="stylesheet" href="/assets/style.css" media="print" ${DEFERRED_MEDIA_ATTRIBUTE}="all">
      <link rel="stylesheet" href="/print.css" media="print">`;
    applyDeferredStylesheets(document);
    const [deferred, print] = document.head.querySelectorAll('link');
    expect(deferred!.media).toBe('all');
    expect(deferred!.hasAttribute(DEFERRED_MEDIA_ATTRIBUTE)).toBe(false);
    expect(print!.media).toBe('print');
  });
});
