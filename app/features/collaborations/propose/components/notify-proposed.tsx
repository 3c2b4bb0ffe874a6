import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NavigateFunction } from 'react-router';
import type { Collaboration } from '@shared/schemas/collaborations';
import { collaborationPath, reachText } from '../lib/proposal-outcome';

/** How long the notification stays, in ms: long enough to read it and follow its link. */
const PROPOSED_NOTICE_MS = 10_000;

/**
 * A green notification saying the proposal went out and how the influencer hears of it, with
 * "Open collaboration". Notifications live outside the router, so the link navigates through
 * `navigate` (and still has a real href to open in a new tab).
 */
export function notifyProposed(collaboration: Collaboration, navigate: NavigateFunction): void {
  const id = `proposed-${collaboration.id}`;
  const path = collaborationPath(collaboration.id);
  notifications.show({
    id,
    color: 'teal',
    title: `Collaboration proposed to @${collaboration.influencer.username}`,
    autoClose: PROPOSED_NOTICE_MS,
    message: (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{reachText(collaboration.reach, collaboration.influencer.platform)}</Text>
        <Anchor
          href={path}
          size="sm"
          fw={600}
          onClick={(event) => {
            event.preventDefault();
            notifications.hide(id);
            void navigate(path);
          }}
        >
          Open collaboration
        </Anchor>
      </Stack>
    ),
  });
}
