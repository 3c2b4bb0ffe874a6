import { Box, Loader, Paper, Stack, Text } from '@mantine/core';
import type { EmailPreview as EmailPreviewData } from '@shared/schemas/email';
import { errorMessage } from '@app/lib/api-error';
import { Notice } from '@app/components/ui/notice';

/** Props of {@link EmailPreview}. */
export interface EmailPreviewProps {
  /** The rendered email (`POST /api/email-template/preview`); undefined until the first answer. */
  preview: EmailPreviewData | undefined;
  /** True while a newer preview is being rendered. */
  loading?: boolean;
  /** Why the last preview could not be rendered. */
  error?: unknown;
  /** Said in place of the preview when there is nothing to render yet. */
  emptyText?: string;
}

/**
 * A rendered email as the recipient would see it: the subject line, then the HTML in a sandboxed
 * frame (`sandbox=""`: no scripts, no forms, no navigation of this page), after warnings for
 * unknown variables (sending refuses them rather than leaving them blank) and Liquid syntax errors.
 */
export function EmailPreview({
  preview,
  loading = false,
  error,
  emptyText = 'Write something to see the preview.',
}: EmailPreviewProps) {
  const problems = preview ? [...preview.errors] : [];
  const unknown = preview?.unknownVariables ?? [];
  return (
    <Stack gap="xs" aria-label="Email preview" role="region" aria-busy={loading}>
      {error !== undefined && error !== null && <Notice tone="error">{errorMessage(error)}</Notice>}
      {unknown.length > 0 && (
        <Notice tone="warning" title="Unknown variables">
          {unknown.map((name) => `{{ ${name} }}`).join(', ')} {unknown.length === 1 ? 'is' : 'are'}{' '}
          not supported: the email cannot be sent until you replace{' '}
          {unknown.length === 1 ? 'it' : 'them'}.
        </Notice>
      )}
      {problems.length > 0 && (
        <Notice tone="error" title="Template errors">
          <Stack gap={2}>
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Stack>
        </Notice>
      )}
      <Paper withBorder p="sm" radius="md">
        {preview ? (
          <Stack gap="xs">
            <Text size="sm">
              <Text span c="dimmed">
                Subject:{' '}
              </Text>
              <Text span fw={600}>
                {preview.subject || '(no subject)'}
              </Text>
            </Text>
            <Box
              component="iframe"
              title="Rendered email"
              sandbox=""
              srcDoc={preview.html}
              w="100%"
              h={360}
              style={{ border: 0, background: 'white' }}
            />
          </Stack>
        ) : loading ? (
          <Loader size="sm" role="status" aria-label="Rendering the preview" />
        ) : (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
