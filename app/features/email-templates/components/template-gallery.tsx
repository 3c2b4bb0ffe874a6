import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { EmailTemplate } from '@shared/schemas/email';
import { QueryLoadError } from '@app/components/ui/load-error';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { useCreateEmailTemplate } from '../api/create-email-template';
import { usePublicEmailTemplates } from '../api/get-public-email-templates';
import { htmlExcerpt } from '../lib/html-excerpt';

/** The name of a copy of `name`, within the 100 characters a name may have. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, 100 - suffix.length)}${suffix}`;
}

/** Props of {@link TemplateGallery}. */
export interface TemplateGalleryProps {
  /** Called with the id of the copy just made (opens it in the editor). */
  onCopied: (id: string) => void;
}

/**
 * The gallery of public templates (everyone's, read-only): name, author, subject and the start
 * of the body; "Use a copy" saves a private copy among the user's templates and opens it.
 */
export function TemplateGallery({ onCopied }: TemplateGalleryProps) {
  const headingId = useId();
  const query = usePublicEmailTemplates();
  const create = useCreateEmailTemplate();
  const [copying, setCopying] = useState<string | null>(null);

  const copyTemplate = async (template: EmailTemplate) => {
    setCopying(template.id);
    try {
      const copy = await create.mutateAsync({
        name: copyName(template.name),
        content: template.content,
        isPublic: false,
        ...(template.subject ? { subject: template.subject } : {}),
      });
      notifySuccess(`“${copy.name}” is among your templates.`, 'Copy saved');
      onCopied(copy.id);
    } catch (error) {
      notifyError(error, "We couldn't copy the template");
    } finally {
      setCopying(null);
    }
  };

  let body;
  if (query.isPending) body = <Skeleton height={140} />;
  else if (query.isError)
    body = <QueryLoadError title="We couldn't load the gallery" query={query} />;
  else if (query.data.length === 0)
    body = (
      <Text c="dimmed" size="sm">
        No public templates yet. Share one of yours with “Share in the public gallery”.
      </Text>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {query.data.map((template) => (
          <Card
            key={template.id}
            withBorder
            radius="md"
            padding="md"
            component="article"
            aria-label={template.name}
          >
            <Stack gap={6} h="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} lineClamp={1}>
                  {template.name}
                </Text>
                {template.mine && (
                  <Badge size="sm" variant="light">
                    Yours
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {template.author ? `By ${template.author}` : 'By a Collabify brand'}
              </Text>
              {template.subject && (
                <Text size="sm" lineClamp={1}>
                  <Text span c="dimmed">
                    Subject:{' '}
                  </Text>
                  {template.subject}
                </Text>
              )}
              <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
                {htmlExcerpt(template.content)}
              </Text>
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconCopy size={14} aria-hidden />}
                  loading={copying === template.id}
                  disabled={copying !== null && copying !== template.id}
                  onClick={() => void copyTemplate(template)}
                  aria-label={`Use a copy of ${template.name}`}
                >
                  Use a copy
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={2} fz="lg" id={headingId}>
          Gallery
        </Title>
        <Text size="sm" c="dimmed">
          Public templates shared by brands. Use a copy to adapt one; the original stays as it is.
        </Text>
      </div>
      {body}
    </Stack>
  );
}
