import { useInterval } from '@mantine/hooks';
import { useState } from 'react';
import { formatDateTime, formatTimeAgo } from '@app/lib/time-format';

/**
 * A past time shown relatively ("5 minutes ago"), refreshed every `refreshMs` (a minute by
 * default), exact in its title.
 */
export function TimeAgo({ value, refreshMs = 60_000 }: { value: string; refreshMs?: number }) {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), refreshMs, { autoInvoke: true });
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatTimeAgo(value, now)}
    </time>
  );
}
