import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import type { Platform } from '@shared/constants/discovery';
import type { InfluencerCard } from '@shared/schemas/influencers';
import type { ListSummary } from '@shared/schemas/lists';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { findByHandles } from '../api/find-by-handles';
import { useUpdateListInfluencers } from '../api/update-list-influencers';
import { parseHandles } from '../lib/parse-handles';

/** Props of {@link AddByHandlesModal}. */
export interface AddByHandlesModalProps {
  opened: boolean;
  onClose: () => void;
  lists: ListSummary[];
  /** The list chosen at first (the one in view). */
  defaultListId: string | null;
}

/**
 * "Add by handles": paste `@handle` lines (or links) for a platform, look them up, see which were
 * not found, and add the found ones to a list.
 */
export function AddByHandlesModal({
  opened,
  onClose,
  lists,
  defaultListId,
}: AddByHandlesModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add influencers by handle" size="lg" centered>
      <AddByHandles onClose={onClose} lists={lists} defaultListId={defaultListId} />
    </Modal>
  );
}

function AddByHandles({ onClose, lists, defaultListId }: Omit<AddByHandlesModalProps, 'opened'>) {
  const [platform, setPlatform] = useState<Platform>('instagram');
  const [text, setText] = useState('');
  const [listId, setListId] = useState<string | null>(defaultListId ?? lists[0]?.id ?? null);
  const [result, setResult] = useState<{ found: InfluencerCard[]; missing: string[] } | null>(null);
  const [looking, setLooking] = useState(false);
  const add = useUpdateListInfluencers();
  const handles = parseHandles(text);

  const lookUp = async () => {
    setLooking(true);
    try {
      setResult(await findByHandles(platform, handles));
    } catch (error) {
      notifyError(error, 'Could not look the handles up');
    } finally {
      setLooking(false);
    }
  };

  const addFound = async () => {
    if (!result || !listId) return;
    try {
      await add.mutateAsync({ id: listId, addInfluencers: result.found.map((c) => c.id) });
      const name = lists.find((l) => l.id === listId)?.name ?? 'the list';
      notifySuccess(`Added ${result.found.length} influencers to “${name}”.`);
      onClose();
    } catch (error) {
      notifyError(error, 'Could not add them to the list');
    }
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        value={platform}
        onChange={(value) => {
          setPlatform(value as Platform);
          setResult(null);
        }}
        data={[
          { value: 'instagram', label: 'Instagram' },
          { value: 'youtube', label: 'YouTube' },
          { value: 'tiktok', label: 'TikTok' },
        ]}
        aria-label="Platform"
      />
      <Textarea
        label="Handles"
        description="One per line, or separated by commas; @handles and profile links work too."
        placeholder={'@cristiano\n@leomessi'}
        autosize
        minRows={4}
        maxRows={10}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setResult(null);
        }}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {handles.length} {handles.length === 1 ? 'handle' : 'handles'}
        </Text>
        <Button onClick={() => void lookUp()} loading={looking} disabled={handles.length === 0}>
          Look up
        </Button>
      </Group>

      {result && (
        <Stack gap="sm" aria-live="polite">
          <Text fw={600}>
            Found {result.found.length} of {handles.length}
          </Text>
          {result.missing.length > 0 && (
            <Alert color="yellow" variant="light" title="Not found">
              <Text size="sm" data-testid="handles-not-found">
                {result.missing.map((h) => `@${h}`).join(', ')}
              </Text>
            </Alert>
          )}
          {result.found.length > 0 && (
            <Group align="flex-end">
              <Select
                label="Add to list"
                data={lists.map((l) => ({ value: l.id, label: l.name }))}
                value={listId}
                onChange={setListId}
                placeholder={lists.length ? 'Choose a list' : 'Create a list first'}
                style={{ flex: 1 }}
              />
              <Button onClick={() => void addFound()} loading={add.isPending} disabled={!listId}>
                Add {result.found.length}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
