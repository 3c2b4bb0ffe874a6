import { Typography } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import classes from './resource-article.module.css';

/**
 * A guide's body: the server's sanitised HTML in Mantine's typography styles. Clicks on links to
 * the app's own pages (`/influencer`, `/campaign/new` …) navigate inside the app instead of
 * reloading it; in-page anchors, other sites and modified clicks (new tab) keep the browser's way.
 */
export function ResourceArticle({ html }: { html: string }) {
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // The links inside are real anchors (keyboard users follow them with Enter, a click event);
    // this only routes their clicks.
    <Typography
      className={classes.article}
      onClick={followInternalLink}
      // Sanitised on the server (sanitize-html): no scripts, handlers or javascript: links.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
