import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EMAIL_SUBJECT_MAX_LENGTH } from '@shared/constants/email';
import { RichTextEditor } from './rich-text-editor';

/** The form values every outgoing email has: the template it started from, subject and message (HTML). */
export interface EmailContentValues {
  templateId: string | null;
  subject: string;
  content: string;
}

/** A template one may start an email from. */
export interface EmailTemplateOption {
  id: string;
  name: string;
  subject: string;
  content: string;
}

/** Props of {@link EmailContentFields}. */
export interface EmailContentFieldsProps<Values extends EmailContentValues> {
  form: UseFormReturnType<Values>;
  /** The user's templates; none (or undefined while they load) hides the template picker. */
  templates: readonly EmailTemplateOption[] | undefined;
}

/**
 * A template to start from (choosing one fills the subject and the message, which stay
 * editable), the subject and the message (rich text) of an email, bound to `form`: the one-off
 * email and the email campaign are written with the same fields.
 */
export function EmailContentFields<Values extends EmailContentValues>({
  form,
  templates,
}: EmailContentFieldsProps<Values>) {
  // Mantine types a form's paths by its whole value type; these three are known to exist.
  const fields = form as unknown as UseFormReturnType<EmailContentValues>;
  const { templateId, content } = fields.getValues();

  const chooseTemplate = (id: string | null) => {
    fields.setFieldValue('templateId', id);
    const template = templates?.find((t) => t.id === id);
    if (!template) return;
    fields.setFieldValue('subject', template.subject);
    fields.setFieldValue('content', template.content);
    fields.clearFieldError('subject');
    fields.clearFieldError('content');
  };

  return (
    <>
      {templates && templates.length > 0 && (
        <Select
          label="Template"
          description="Fills the subject and the message; you can still change them."
          placeholder="Start from a template"
          data={templates.map((t) => ({ value: t.id, label: t.name }))}
          clearable
          searchable
          value={templateId}
          onChange={chooseTemplate}
          error={fields.errors.templateId}
        />
      )}
      <TextInput
        label="Subject"
        withAsterisk
        maxLength={EMAIL_SUBJECT_MAX_LENGTH}
        {...fields.getInputProps('subject')}
      />
      <RichTextEditor
        label="Message"
        value={content}
        onChange={(html) => fields.setFieldValue('content', html)}
        error={typeof fields.errors.content === 'string' ? fields.errors.content : undefined}
      />
    </>
  );
}
