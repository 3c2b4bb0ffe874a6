import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CountIndicator } from '@app/components/ui/count-indicator';
import { useUnreadCount } from '../api/get-unread-count';

/**
 * The header's inbox button, opening /messages; its red badge counts unread in-app and
 * collaboration messages (polled every 20 s while the tab is visible).
 */
export function UnreadMessagesButton() {
  const { data } = useUnreadCount();
  const unread = data ? data.messages + data.collaborations : 0;
  const label = unread > 0 ? `Inbox, ${unread} unread` : 'Inbox';
  return (
    <Tooltip label={label}>
      <CountIndicator count={unread}>
        <ActionIcon
          component={Link}
          to="/messages"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
        >
          <IconMessage size={22} aria-hidden />
        </ActionIcon>
      </CountIndicator>
    </Tooltip>
  );
}
