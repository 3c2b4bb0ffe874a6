import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/get-unread-count';

/**
 * A pointer to the collaborations when their threads hold unread messages (the header badge
 * counts them too, but they are read on the collaboration pages); nothing otherwise.
 */
export function UnreadCollaborationsNote() {
  const unread = useUnreadCount().data?.collaborations ?? 0;
  if (unread === 0) return null;
  return (
    <Text size="sm">
      You also have{' '}
      <Anchor component={Link} to="/collaboration">
        {unread === 1
          ? '1 unread collaboration message'
          : `${unread} unread collaboration messages`}
      </Anchor>
      .
    </Text>
  );
}
