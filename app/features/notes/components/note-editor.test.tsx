import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/test/render-with-providers';
import { describe, expect, it } from 'vitest';
import type { Note } from '@shared/schemas/notes';
import type { SeenRequest } from '@app/test/fetch-stub';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { NoteEditor } from './note-editor';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const NOTE_URL = `/api/note/${ID}`;

function renderEditor(): QueryClient {
  return renderWithProviders(<NoteEditor influencerId={ID} />).queryClient;
}

function note(content: string, updatedAt: string | null = null): Note {
  return { influencerId: ID, content, updatedAt };
}

const patches = (seen: SeenRequest[]) =>
  seen.filter((request) => request.method === 'PATCH' && request.url === NOTE_URL);

/** Waits past the autosave delay (800 ms) for exactly `count` saves. */
async function waitForSaves(seen: SeenRequest[], count: number) {
  await waitFor(() => expect(patches(seen)).toHaveLength(count), { timeout: 2_000 });
}

describe('NoteEditor', () => {
  it('loads the existing note and says when it was saved', async () => {
    stubFetch(({ url }) =>
      url === NOTE_URL
        ? jsonResponse(note('Met at VidCon.\nAsks 2k per reel.', '2024-03-12T10:00:00.000Z'))
        : problemResponse(404, 'Not found'),
    );
    renderEditor();

    expect(screen.getByLabelText('Loading your note')).toBeInTheDocument();
    const field = await screen.findByRole('textbox', { name: 'Your note' });
    expect(field).toHaveValue('Met at VidCon.\nAsks 2k per reel.');
    expect(field).toHaveAccessibleDescription('Only you can see this note.');
    expect(screen.getByRole('status')).toHaveTextContent('Saved 12 Mar 2024');
  });

  it('saves once with the typed content after the person stops typing', async () => {
    const user = userEvent.setup();
    const seen = stubFetch(({ method, body }) =>
      method === 'PATCH'
        ? jsonResponse(note((body as { content: string }).content, new Date().toISOString()))
        : jsonResponse(note('')),
    );
    const queryClient = renderEditor();

    const field = await screen.findByRole('textbox', { name: 'Your note' });
    expect(screen.getByRole('status')).toHaveTextContent('Changes are saved automatically.');
    await user.type(field, 'Great fit for the spring drop');
    expect(patches(seen)).toHaveLength(0);

    await waitForSaves(seen, 1);
    expect(patches(seen)[0]?.body).toEqual({ content: 'Great fit for the spring drop' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved just now'));
    expect(queryClient.getQueryData(['notes', ID])).toMatchObject({
      content: 'Great fit for the spring drop',
    });

    // Leaving the field with nothing new to save sends nothing.
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(patches(seen)).toHaveLength(1);
  });

  it('shows Retry when a save fails, and retrying saves', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const seen = stubFetch(({ method, body }) => {
      if (method !== 'PATCH') return jsonResponse(note(''));
      if (failures-- > 0) return problemResponse(503, 'Service unavailable');
      return jsonResponse(note((body as { content: string }).content, new Date().toISOString()));
    });
    renderEditor();

    await user.type(await screen.findByRole('textbox', { name: 'Your note' }), 'Call in May');
    await waitForSaves(seen, 1);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Not saved —'));

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status).toHaveTextContent('Saved just now'));
    expect(patches(seen).map((request) => request.body)).toEqual([
      { content: 'Call in May' },
      { content: 'Call in May' },
    ]);
  });

  it('keeps what the person types while an earlier save is answered, then saves it', async () => {
    const user = userEvent.setup();
    let answerFirst: (() => void) | undefined;
    const seen = stubFetch(({ method, body }) => {
      if (method !== 'PATCH') return jsonResponse(note(''));
      const answer = jsonResponse(
        note((body as { content: string }).content, new Date().toISOString()),
      );
      if (answerFirst) return answer;
      return new Promise<Response>((resolve) => {
        answerFirst = () => resolve(answer);
      });
    });
    renderEditor();

    const field = await screen.findByRole('textbox', { name: 'Your note' });
    await user.type(field, 'First');
    await waitForSaves(seen, 1);
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');

    await user.type(field, ' and second');
    // The second save waits for the first one instead of racing it.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(patches(seen)).toHaveLength(1);
    answerFirst?.();

    await waitForSaves(seen, 2);
    expect(patches(seen)[1]?.body).toEqual({ content: 'First and second' });
    expect(field).toHaveValue('First and second');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved just now'));
  });
});
