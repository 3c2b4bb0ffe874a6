import type { Correspondent, Message } from '@shared/schemas/messages';

/** An influencer correspondent with a linked Instagram profile; override any field. */
export function makeCorrespondent(overrides: Partial<Correspondent> = {}): Correspondent {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    name: 'Jane Glow',
    company: null,
    influencer: {
      id: '00000000-0000-4000-8000-0000000000aa',
      platform: 'instagram',
      username: 'glow.jane',
    },
    ...overrides,
  };
}

/** A message between the signed-in user and {@link makeCorrespondent}; override any field. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    from: '5b0e0b9e-3f0c-4a4e-9f62-1f8f0f7f9a10',
    to: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    mine: true,
    content: 'Hi Jane, would you try our serum?',
    readAt: null,
    createdAt: '2026-05-10T09:00:00.000Z',
    ...overrides,
  };
}
