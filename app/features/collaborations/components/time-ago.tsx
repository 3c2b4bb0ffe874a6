import { useInterval } from '@mantine/hooks';
import { useState } from 'react';
import { formatDateTime, formatTimeAgo } from '../lib/time-format';

/** A past time shown relatively ("5 minutes ago"), refreshed every minute, exact in its title. */
export function TimeAgo({ value }: { value: string }) {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 60_000, { autoInvoke: true });
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatTimeAgo(value, now)}
    </time>
  );
}
