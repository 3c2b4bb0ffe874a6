import { ActionIcon, Checkbox, Menu, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeart, IconHeartFilled, IconPlaylistAdd, IconPlus } from '@tabler/icons-react';
import { FAVORITES_LIST_NAME } from '@shared/constants/lists';
import { notifySuccess } from '@app/lib/notify';
import { useCreateList } from '../api/create-list';
import type { SavedState } from '../hooks/use-saved-state';
import { ListNameModal } from './list-name-modal';

/** Props of {@link SaveControls}. */
export interface SaveControlsProps {
  influencer: { id: string; username: string };
  saved: SavedState;
  size?: 'sm' | 'md';
}

/**
 * The heart (adds to or removes from "Favorites", created on first use) and the "save to list"
 * menu: a checkbox per list and "New list…", which creates a list holding this influencer. Every
 * change that is saved is confirmed the same way, by a notification (announced by screen
 * readers); a failure by an error notification.
 */
export function SaveControls({ influencer, saved, size = 'md' }: SaveControlsProps) {
  const [creating, { open, close }] = useDisclosure(false);
  const createList = useCreateList();
  const handle = `@${influencer.username}`;
  const favorite = saved.isFavorite(influencer.id);
  const inLists = new Set(saved.listsOf(influencer.id).map((l) => l.id));

  const toggleFavorite = async () => {
    if (await saved.toggleFavorite(influencer.id))
      notifySuccess(
        favorite ? `Removed ${handle} from Favorites.` : `Saved ${handle} to Favorites.`,
      );
  };
  const toggleList = async (list: { id: string; name: string }) => {
    const add = !inLists.has(list.id);
    if (await saved.setInList(list.id, influencer.id, add))
      notifySuccess(
        add ? `Saved ${handle} to “${list.name}”.` : `Removed ${handle} from “${list.name}”.`,
      );
  };

  return (
    <>
      <Tooltip label={favorite ? 'Remove from Favorites' : 'Add to Favorites'} withArrow>
        <ActionIcon
          variant="subtle"
          color={favorite ? 'red' : 'gray'}
          size={size === 'md' ? 'lg' : 'md'}
          aria-label={`${favorite ? 'Remove' : 'Add'} ${handle} ${favorite ? 'from' : 'to'} Favorites`}
          aria-pressed={favorite}
          onClick={() => void toggleFavorite()}
        >
          {favorite ? <IconHeartFilled size={20} /> : <IconHeart size={20} />}
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal closeOnItemClick={false} width={240}>
        <Menu.Target>
          <Tooltip label="Save to list" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={size === 'md' ? 'lg' : 'md'}
              aria-label={`Save ${handle} to a list`}
            >
              <IconPlaylistAdd size={20} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Save {handle} to</Menu.Label>
          {saved.lists
            .filter((l) => l.name !== FAVORITES_LIST_NAME)
            .map((list) => (
              <Menu.Item
                key={list.id}
                role="menuitemcheckbox"
                aria-checked={inLists.has(list.id)}
                onClick={() => void toggleList(list)}
                leftSection={
                  <Checkbox
                    checked={inLists.has(list.id)}
                    readOnly
                    tabIndex={-1}
                    size="xs"
                    aria-hidden
                  />
                }
              >
                {list.name}
              </Menu.Item>
            ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={16} />} onClick={open} closeMenuOnClick>
            New list…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ListNameModal
        opened={creating}
        title="New list"
        submitLabel="Create list"
        onClose={close}
        onSubmit={async (name) => {
          await createList.mutateAsync({ name, influencers: [influencer.id] });
          notifySuccess(`Saved ${handle} to “${name}”.`);
        }}
      />
    </>
  );
}
