import type { RefCallback } from 'react';
import { useCallback, useState } from 'react';

/**
 * Tells when an element comes within `margin` of the viewport, so a section below the fold loads
 * its data only when it is about to be seen (at once where IntersectionObserver is missing).
 * Returns a ref for the element and whether it is (or has been) near the viewport.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback<RefCallback<T>>(
    (node) => {
      if (!node || near) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
