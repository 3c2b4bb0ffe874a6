import type { ListRow, UserRow } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * The list, when `user` owns it. Lists are private: another user's list answers exactly as a
 * missing one does. @throws 404 when the list is absent or belongs to someone else.
 */
export function ownList(list: ListRow | null, user: UserRow): ListRow {
  if (!list || list.userId !== user.id) throw notFound('list');
  return list;
}
