import type { PublicUser, SelfUser } from '@shared/schemas/users';
import type { Role } from '@shared/constants/roles';
import type { UserRow } from '../../db/schema';

/** The signed-in user's own view of their account. */
export function presentSelfUser(row: UserRow): SelfUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    nickname: row.nickname,
    roles: row.roles as Role[],
    company: row.company,
    website: row.website,
    avatarUrl: row.avatarUrl,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Another user's public view: no email, no dates, and no admin role (who curates is not public). */
export function presentPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    roles: (row.roles as Role[]).filter((role) => role !== 'admin'),
    company: row.company,
    website: row.website,
    avatarUrl: row.avatarUrl,
  };
}
