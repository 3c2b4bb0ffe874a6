import type { UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../errors';
import type { TemplateWithAuthorRow } from './email-templates.repository';

/**
 * The template, when `user` wrote it (only the author edits or deletes; a public template of
 * another user answers exactly as a missing one). @throws 404 otherwise.
 */
export function ownTemplate(
  row: TemplateWithAuthorRow | null,
  user: UserRow,
): TemplateWithAuthorRow {
  if (!row || row.userId !== user.id) throw notFound('template');
  return row;
}

/**
 * The template, when `user` may send from it: their own, or a public one of the gallery.
 * @throws 400 naming `path` otherwise.
 */
export function usableTemplate(
  row: TemplateWithAuthorRow | null,
  user: UserRow,
  path: string,
): TemplateWithAuthorRow {
  if (!row || (row.userId !== user.id && !row.isPublic))
    throw fieldError(path, 'No template of yours has this id');
  return row;
}
