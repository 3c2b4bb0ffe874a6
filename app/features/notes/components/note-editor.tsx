import { Button, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { NOTE_MAX_LENGTH } from '@shared/constants/lists';
import type { Note } from '@shared/schemas/notes';
import { errorMessage } from '@app/lib/api-error';
import { formatExact } from '@app/lib/format';
import { notifyError } from '@app/lib/notify';
import { useNote } from '../api/get-note';
import { useSaveNote } from '../api/save-note';
import { QueryLoadError } from '@app/components/ui/load-error';
import { TimeAgo } from '@app/components/ui/time-ago';

/** How long after the last keystroke the note is saved. */
export const NOTE_SAVE_DELAY_MS = 800;

/** The character counter appears from this length on (90% of the limit). */
const COUNTER_FROM = Math.floor(NOTE_MAX_LENGTH * 0.9);

/** Props of {@link NoteEditor}. */
export interface NoteEditorProps {
  /** The influencer the note is about. */
  influencerId: string;
}

/**
 * "Your note" (PRODUCT §4): the signed-in user's private plain-text note on an influencer. Saved
 * automatically ~800 ms after the person stops typing and when the field loses focus, with a
 * polite live status ("Saving…", "Saved 2 minutes ago", "Not saved — Retry"). A skeleton while
 * loading, an error with Retry when the note cannot be loaded.
 */
export function NoteEditor({ influencerId }: NoteEditorProps) {
  const headingId = useId();
  const query = useNote(influencerId);

  let body: ReactNode;
  if (query.data) {
    // Keyed by influencer: the draft starts from the loaded note and never follows later answers.
    body = (
      <NoteForm
        key={influencerId}
        influencerId={influencerId}
        note={query.data}
        labelledBy={headingId}
      />
    );
  } else if (query.isError) {
    body = <QueryLoadError title="We couldn't load your note" query={query} />;
  } else {
    body = (
      <Stack gap={6} aria-busy="true" aria-label="Loading your note">
        <Skeleton height={84} radius="sm" />
        <Skeleton height={12} width={120} />
      </Stack>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        Your note
      </Title>
      {body}
    </Stack>
  );
}

type SaveStatus =
  | { state: 'idle'; updatedAt: string | null }
  | { state: 'saving'; updatedAt: string | null }
  | { state: 'saved'; updatedAt: string | null }
  | { state: 'error'; updatedAt: string | null; error: unknown };

interface NoteFormProps {
  influencerId: string;
  note: Note;
  labelledBy: string;
}

/**
 * The textarea and its save status. Saves are serialised: while one is in flight, the latest
 * content waits and is sent after it, so the server always ends with the newest text.
 */
function NoteForm({ influencerId, note, labelledBy }: NoteFormProps) {
  const [draft, setDraft] = useState(note.content);
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle', updatedAt: note.updatedAt });
  /** The content known to be on the server. */
  const savedContent = useRef(note.content);
  const inFlight = useRef(false);
  /** Content asked to be saved while another save was in flight. */
  const queued = useRef<string | null>(null);
  const mounted = useRef(true);
  // The editor shows its own failures; a toast only when it is gone (see save's error branch).
  const mutation = useSaveNote(influencerId, { meta: { silent: true } });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const save = (content: string) => {
    if (inFlight.current) {
      queued.current = content;
      return;
    }
    if (content === savedContent.current) {
      // Nothing changed (or the person typed back to the saved text after a failure).
      setStatus((current) =>
        current.state === 'error' ? { state: 'saved', updatedAt: current.updatedAt } : current,
      );
      return;
    }
    inFlight.current = true;
    setStatus((current) => ({ state: 'saving', updatedAt: current.updatedAt }));
    mutation
      .mutateAsync(content)
      .then(
        (answer) => {
          savedContent.current = content;
          setStatus({ state: 'saved', updatedAt: answer.updatedAt });
        },
        (error: unknown) => {
          setStatus((current) => ({ state: 'error', updatedAt: current.updatedAt, error }));
          // Closed before the save answered (the drawer was shut): nobody sees the status line.
          if (!mounted.current) notifyError(error, 'Your note was not saved');
        },
      )
      .finally(() => {
        inFlight.current = false;
        const next = queued.current;
        queued.current = null;
        if (next !== null) save(next);
      });
  };

  // Typing restarts the wait; closing the editor mid-wait still saves.
  const debouncedSave = useDebouncedCallback(save, {
    delay: NOTE_SAVE_DELAY_MS,
    flushOnUnmount: true,
  });

  return (
    <Stack gap={4}>
      <Textarea
        aria-labelledby={labelledBy}
        description={
          <Group component="span" gap={4} wrap="nowrap">
            <IconLock size={12} aria-hidden />
            Only you can see this note.
          </Group>
        }
        placeholder="Rates, past collaborations, contact history, ideas…"
        autosize
        minRows={3}
        maxRows={14}
        maxLength={NOTE_MAX_LENGTH}
        value={draft}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft(value);
          debouncedSave(value);
        }}
        onBlur={() => {
          debouncedSave.cancel();
          save(draft);
        }}
      />
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Group gap={6} role="status" aria-live="polite" mih={22}>
          <StatusText status={status} onRetry={() => save(draft)} />
        </Group>
        {draft.length >= COUNTER_FROM && (
          <Text
            size="xs"
            c={draft.length >= NOTE_MAX_LENGTH ? 'red' : 'dimmed'}
            style={{ whiteSpace: 'nowrap' }}
          >
            {formatExact(draft.length)} / {formatExact(NOTE_MAX_LENGTH)} characters
          </Text>
        )}
      </Group>
    </Stack>
  );
}

function StatusText({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  switch (status.state) {
    case 'saving':
      return (
        <Text size="xs" c="dimmed">
          Saving…
        </Text>
      );
    case 'error':
      return (
        <>
          <Text size="xs" c="red">
            Not saved —
          </Text>
          <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
            Retry
          </Button>
          <Text size="xs" c="dimmed">
            {errorMessage(status.error)}
          </Text>
        </>
      );
    case 'saved':
    case 'idle':
      if (status.updatedAt) {
        return (
          <Text size="xs" c="dimmed">
            Saved <TimeAgo refreshMs={30_000} value={status.updatedAt} />
          </Text>
        );
      }
      return (
        <Text size="xs" c="dimmed">
          {status.state === 'saved' ? 'Saved' : 'Changes are saved automatically.'}
        </Text>
      );
  }
}
