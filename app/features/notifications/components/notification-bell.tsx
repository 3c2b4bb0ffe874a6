import {
  ActionIcon,
  Anchor,
  Divider,
  Group,
  Popover,
  ScrollArea,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CountIndicator } from '@app/components/ui/count-indicator';
import { inboxQueryKey } from '@app/lib/inbox';
import { useLatestNotifications } from '../api/get-notifications';
import { useReadNotifications } from '../api/read-notifications';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';

/**
 * The header's bell: its red badge counts unread notifications; it opens a panel with the newest
 * ones (each a link to its place, read once opened), "Mark all read", the full history and the
 * settings. Each poll tells the page the tab shows: the user counts as active there (no email
 * about it) and that place's notifications are read. When the count rises, the Inbox badge
 * refreshes too, so both move together.
 */
export function NotificationBell() {
  const { data } = useLatestNotifications();
  const read = useReadNotifications();
  const [opened, { close, toggle }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const unread = data?.unread ?? 0;
  const previous = useRef(unread);
  useEffect(() => {
    if (unread > previous.current)
      void queryClient.invalidateQueries({ queryKey: [...inboxQueryKey, 'unread-count'] });
    previous.current = unread;
  }, [unread, queryClient]);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <Popover
      opened={opened}
      onChange={(o) => !o && close()}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <Tooltip label={label} disabled={opened}>
          <CountIndicator count={unread}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={label}
              aria-expanded={opened}
              onClick={toggle}
            >
              <IconBell size={22} aria-hidden />
            </ActionIcon>
          </CountIndicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label="Notifications" role="dialog">
        <Group justify="space-between" px="sm" py="xs">
          <Text fw={600}>Notifications</Text>
          <MarkAllReadButton unread={unread} variant="subtle" size="compact-sm" />
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={420} type="auto">
          <NotificationList
            items={data?.items ?? []}
            onOpen={(n) => {
              close();
              if (!n.readAt) read.mutate({ ids: [n.id] });
            }}
          />
        </ScrollArea.Autosize>
        <Divider />
        <Group justify="space-between" px="sm" py="xs">
          <Anchor component={Link} to="/notifications" size="sm" onClick={close}>
            See all notifications
          </Anchor>
          <Anchor component={Link} to="/notifications/settings" size="sm" onClick={close}>
            Settings
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
