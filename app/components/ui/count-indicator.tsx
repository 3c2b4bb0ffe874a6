import { Indicator } from '@mantine/core';
import type { ReactNode } from 'react';

/** A red count badge on a header button ("99+" past 99), hidden at zero. */
export function CountIndicator({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      offset={4}
      disabled={count === 0}
      color="red"
    >
      {children}
    </Indicator>
  );
}
