import { ActionIcon, Anchor, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { EmailTemplate } from '@shared/schemas/email';
import { formatDate } from '@app/lib/format';
import { htmlExcerpt } from '../lib/html-excerpt';
import { DeleteTemplateButton } from './delete-template-button';
import { TableHead } from '@app/components/ui/table-head';

/** Props of {@link TemplateList}. */
export interface TemplateListProps {
  templates: EmailTemplate[];
  /** Opens a template in the editor. */
  onEdit: (id: string) => void;
}

/**
 * The user's own templates as a table: name (opens the editor) with the start of the body,
 * subject, whether it is public, last change, and edit and delete buttons.
 */
export function TemplateList({ templates, onEdit }: TemplateListProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Your templates">
        <TableHead
          columns={[
            'Name',
            'Subject',
            'Gallery',
            'Updated',
            { label: 'Actions', w: 90, hidden: true },
          ]}
        />
        <Table.Tbody>
          {templates.map((template) => (
            <Table.Tr key={template.id} data-template={template.name}>
              <Table.Td maw={320}>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  size="sm"
                  onClick={() => onEdit(template.id)}
                >
                  {template.name}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {htmlExcerpt(template.content, 90)}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" lineClamp={1} c={template.subject ? undefined : 'dimmed'}>
                  {template.subject || 'No subject'}
                </Text>
              </Table.Td>
              <Table.Td>
                {template.isPublic ? (
                  <Badge variant="light" color="teal" size="sm">
                    Public
                  </Badge>
                ) : (
                  <Badge variant="light" color="gray" size="sm">
                    Private
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(template.updatedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Edit">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${template.name}`}
                      onClick={() => onEdit(template.id)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <DeleteTemplateButton template={template} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
