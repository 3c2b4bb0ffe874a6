import { Button, type ButtonProps } from '@mantine/core';
import { useReadNotifications } from '../api/read-notifications';

/** "Mark all read": marks every notification of the user read; disabled with nothing unread. */
export function MarkAllReadButton({ unread, ...props }: ButtonProps & { unread: number }) {
  const read = useReadNotifications();
  return (
    <Button
      {...props}
      disabled={unread === 0}
      loading={read.isPending}
      onClick={() => read.mutate({ all: true })}
    >
      Mark all read
    </Button>
  );
}
