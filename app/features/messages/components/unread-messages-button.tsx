import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
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
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        offset={4}
        disabled={unread === 0}
        color="red"
      >
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
      </Indicator>
    </Tooltip>
  );
}
