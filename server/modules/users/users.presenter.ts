import { publicUserSchema, type PublicUser, type SelfUser } from '@shared/schemas/users';
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
    createdAt: row.createdAt.toISOString(),
  };
}

/** Another user's public view: the self view narrowed to the public schema (no email, no dates). */
export function presentPublicUser(row: UserRow): PublicUser {
  return publicUserSchema.parse(presentSelfUser(row));
}
