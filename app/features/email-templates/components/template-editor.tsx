import { Button, Grid, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { EMAIL_SUBJECT_MAX_LENGTH } from '@shared/constants/email';
import { updateEmailTemplateSchema, type EmailTemplate } from '@shared/schemas/email';
import { RichTextEditor } from '@app/components/ui/rich-text-editor';
import { showFormError } from '@app/lib/form-errors';
import { notifySuccess } from '@app/lib/notify';
import { zodFormValidate } from '@app/lib/zod-form';
import { useCreateEmailTemplate } from '../api/create-email-template';
import { useUpdateEmailTemplate } from '../api/update-email-template';
import { TemplatePreview, type PreviewInfluencerOption } from './template-preview';
import { FormActions } from '@app/components/ui/form-actions';

/** The editor's fields. */
interface TemplateValues {
  name: string;
  subject: string;
  content: string;
  isPublic: boolean;
}

/** Every field of a template, as the PATCH schema checks each one. */
const validate = zodFormValidate<TemplateValues>(updateEmailTemplateSchema.required());

/** Props of {@link TemplateEditor}. */
export interface TemplateEditorProps {
  /** The template to edit; null writes a new one. */
  template: EmailTemplate | null;
  /** Saved influencers the preview may be rendered for. */
  influencers: readonly PreviewInfluencerOption[];
  /** Called after saving, or to go back without saving. */
  onDone: () => void;
}

/**
 * Writes or edits a template: name, subject, the body in the rich-text editor (with its variable
 * menu) and whether it is shared in the public gallery, beside a live preview. Saving posts a new
 * template or patches this one; the server's field errors appear under their fields.
 */
export function TemplateEditor({ template, influencers, onDone }: TemplateEditorProps) {
  const create = useCreateEmailTemplate();
  const update = useUpdateEmailTemplate();
  const form = useForm<TemplateValues>({
    initialValues: {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      content: template?.content ?? '',
      isPublic: template?.isPublic ?? false,
    },
    validate,
  });
  const values = form.getValues();

  const save = form.onSubmit(async ({ name, subject, content, isPublic }) => {
    try {
      if (template) await update.mutateAsync({ id: template.id, name, subject, content, isPublic });
      else
        await create.mutateAsync({
          name,
          content,
          isPublic,
          ...(subject.trim() ? { subject } : {}),
        });
      notifySuccess(`“${name.trim()}” is saved.`, 'Template saved');
      onDone();
    } catch (error) {
      showFormError(form, error, "We couldn't save the template");
    }
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onDone}
          px={0}
        >
          All templates
        </Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" radius="md">
            <form
              noValidate
              onSubmit={save}
              aria-label={template ? 'Edit template' : 'New template'}
            >
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  {template ? `Edit “${template.name}”` : 'New template'}
                </Title>
                <TextInput
                  label="Name"
                  description="Only you see it."
                  required
                  maxLength={100}
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label="Subject"
                  description="Variables work here too, e.g. {{ influencer.name }}."
                  maxLength={EMAIL_SUBJECT_MAX_LENGTH}
                  {...form.getInputProps('subject')}
                />
                <RichTextEditor
                  label="Content"
                  value={values.content}
                  onChange={(html) => form.setFieldValue('content', html)}
                  error={form.errors.content as string | undefined}
                />
                <Switch
                  label="Share in the public gallery"
                  description="Other brands can see it and use a copy. Off by default."
                  {...form.getInputProps('isPublic', { type: 'checkbox' })}
                />
                <FormActions onCancel={onDone} submitting={create.isPending || update.isPending}>
                  Save template
                </FormActions>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TemplatePreview
            subject={values.subject}
            content={values.content}
            influencers={influencers}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
