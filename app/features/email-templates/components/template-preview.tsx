import { Select, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { EmailPreview } from '@app/components/ui/email-preview';
import { useEmailTemplatePreview } from '../api/preview-email-template';

/** How long typing must pause before the preview is rendered again, in ms. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** A saved influencer the preview can be rendered for: its profile id and how to name it. */
export interface PreviewInfluencerOption {
  value: string;
  label: string;
}

/** Props of {@link TemplatePreview}. */
export interface TemplatePreviewProps {
  subject: string;
  content: string;
  /** The user's saved influencers to choose from (the route passes them; may be empty). */
  influencers: readonly PreviewInfluencerOption[];
}

/**
 * The live preview of a template being edited: rendered by the server (real variables, unknown
 * ones and syntax errors reported) 400 ms after the last keystroke, for the chosen saved
 * influencer (the first saved one when none is chosen).
 */
export function TemplatePreview({ subject, content, influencers }: TemplatePreviewProps) {
  const [influencerId, setInfluencerId] = useState<string | null>(null);
  const [debouncedSubject] = useDebouncedValue(subject, PREVIEW_DEBOUNCE_MS);
  const [debouncedContent] = useDebouncedValue(content, PREVIEW_DEBOUNCE_MS);
  const preview = useEmailTemplatePreview({
    subject: debouncedSubject,
    content: debouncedContent,
    ...(influencerId ? { influencerId } : {}),
  });
  const empty = debouncedContent.trim() === '';

  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        Preview
      </Title>
      {influencers.length > 0 && (
        <Select
          label="Preview for"
          placeholder="Your first saved influencer"
          data={influencers as PreviewInfluencerOption[]}
          value={influencerId}
          onChange={setInfluencerId}
          searchable
          clearable
        />
      )}
      <EmailPreview
        preview={empty ? undefined : preview.data}
        loading={!empty && preview.isFetching}
        error={empty || !preview.isError ? undefined : preview.error}
        emptyText="Write the email to see it as an influencer will."
      />
    </Stack>
  );
}
