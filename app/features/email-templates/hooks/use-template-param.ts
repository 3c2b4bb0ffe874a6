import { useSearchParam } from '@app/lib/use-search-param';

/** `?template=` value that opens the editor on a new template. */
export const NEW_TEMPLATE = 'new';

/**
 * The template open in the editor, kept in the URL as `?template=<id>` (or `new`; absent: the
 * lists), so a reload or a shared address reopens it. Other parameters (the tab) are kept.
 */
export function useTemplateParam(): [string | null, (template: string | null) => void] {
  return useSearchParam('template');
}
