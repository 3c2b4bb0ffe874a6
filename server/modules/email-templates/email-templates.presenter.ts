import type { EmailTemplate } from '@shared/schemas/email';
import type { TemplateWithAuthorRow } from './email-templates.repository';

/** A template as `viewerId` sees it: `mine` when they wrote it; UTC timestamps. */
export function presentTemplate(row: TemplateWithAuthorRow, viewerId: string): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    content: row.content,
    isPublic: row.isPublic,
    mine: row.userId === viewerId,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
