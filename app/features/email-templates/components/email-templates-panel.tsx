import { Button, Center, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { useEmailTemplates } from '../api/get-email-templates';
import { NEW_TEMPLATE, useTemplateParam } from '../hooks/use-template-param';
import { FirstRunState } from '@app/components/ui/first-run-state';
import { QueryLoadError } from '@app/components/ui/load-error';
import { TemplateEditor } from './template-editor';
import { TemplateGallery } from './template-gallery';
import { TemplateList } from './template-list';
import type { PreviewInfluencerOption } from './template-preview';

/** Props of {@link EmailTemplatesPanel}. */
export interface EmailTemplatesPanelProps {
  /** The user's saved influencers the preview may be rendered for (composed by the page). */
  influencers: readonly PreviewInfluencerOption[];
}

/**
 * The Templates tab of `/email`: the user's templates (new, edit, delete) and the gallery of public
 * templates to copy; `?template=<id|new>` opens the editor with its live preview instead.
 */
export function EmailTemplatesPanel({ influencers }: EmailTemplatesPanelProps) {
  const [open, setOpen] = useTemplateParam();
  const query = useEmailTemplates();

  if (open) {
    const close = () => setOpen(null);
    if (open === NEW_TEMPLATE)
      return <TemplateEditor key="new" template={null} influencers={influencers} onDone={close} />;
    const template = query.data?.find((t) => t.id === open);
    if (template)
      return (
        <TemplateEditor
          key={template.id}
          template={template}
          influencers={influencers}
          onDone={close}
        />
      );
    if (query.isPending)
      return (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the template" />
        </Center>
      );
    return (
      <Stack align="flex-start" gap="sm">
        <Text>This template does not exist any more, or is not yours.</Text>
        <Button variant="default" onClick={close}>
          All templates
        </Button>
      </Stack>
    );
  }

  let own;
  if (query.isPending) own = <Skeleton height={160} />;
  else if (query.isError)
    own = <QueryLoadError title="We couldn't load your templates" query={query} />;
  else if (query.data.length === 0)
    own = (
      <FirstRunState
        icon={<IconTemplate size={28} aria-hidden />}
        title="No templates yet"
        order={3}
        action={{
          label: 'Write your first template',
          onClick: () => setOpen(NEW_TEMPLATE),
          icon: <IconPlus size={16} aria-hidden />,
        }}
      >
        Save a subject and message to reuse in single emails and campaigns, with variables like{' '}
        {'{{ influencer.name }}'}; or start from a copy of a template in the gallery below.
      </FirstRunState>
    );
  else own = <TemplateList templates={query.data} onEdit={setOpen} />;

  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-label="Your templates">
        <Group justify="space-between">
          <div>
            <Title order={2} fz="lg">
              Your templates
            </Title>
            <Text size="sm" c="dimmed">
              Reusable subjects and messages for single emails and campaigns.
            </Text>
          </div>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setOpen(NEW_TEMPLATE)}
          >
            New template
          </Button>
        </Group>
        {own}
      </Stack>
      <TemplateGallery onCopied={setOpen} />
    </Stack>
  );
}
