import type { SelfUser } from '@shared/schemas/users';

/** A signed-in user as `GET /api/users/self` answers it; override any field. */
export function makeUser(overrides: Partial<SelfUser> = {}): SelfUser {
  return {
    id: '5b0e0b9e-3f0c-4a4e-9f62-1f8f0f7f9a10',
    email: 'jane@brand.example',
    name: 'Jane Cooper',
    nickname: null,
    roles: ['advertiser'],
    company: null,
    website: null,
    avatarUrl: null,
    hasPassword: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in administrator (Ada Admin, also an advertiser); override any field. */
export function makeAdmin(overrides: Partial<SelfUser> = {}): SelfUser {
  return makeUser({
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Ada Admin',
    email: 'ada@collabify.example',
    roles: ['advertiser', 'admin'],
    ...overrides,
  });
}
