import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** `?template=` value that opens the editor on a new template. */
export const NEW_TEMPLATE = 'new';

/**
 * The template open in the editor, kept in the URL as `?template=<id>` (or `new`; absent: the
 * lists), so a reload or a shared address reopens it. Other parameters (the tab) are kept.
 */
export function useTemplateParam(): [string | null, (template: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const setTemplate = useCallback(
    (next: string | null) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('template', next);
        else updated.delete('template');
        return updated;
      }),
    [setParams],
  );
  return [params.get('template'), setTemplate];
}
