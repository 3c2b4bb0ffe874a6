import { Button, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import type { Platform } from '@shared/constants/discovery';
import { PLATFORMS } from '@shared/constants/discovery';
import type { InfluencerCard } from '@shared/schemas/influencers';
import { platformLabel } from '@app/components/influencers/platform-icon';
import { showFormError } from '@app/lib/form-errors';
import { useKeywordPicks } from '../api/get-keyword-picks';
import { PickList } from './pick-list';

/** Shortest and longest keywords the server accepts (after trimming). */
const KEYWORDS_MIN = 2;
const KEYWORDS_MAX = 500;
const ANY_PLATFORM = 'any';

const PLATFORM_OPTIONS = [
  { value: ANY_PLATFORM, label: 'Any platform' },
  ...PLATFORMS.map((platform) => ({ value: platform, label: platformLabel(platform) })),
];

interface KeywordPicksValues {
  keywords: string;
  platform: Platform | typeof ANY_PLATFORM;
}

/** Props of {@link KeywordPicksForm}. */
export interface KeywordPicksFormProps {
  /** The platform selected at first (the person can change it); any platform when absent. */
  platform?: Platform;
  /** Where a pick's name leads (its profile). */
  cardHref: (card: InfluencerCard) => To;
  /** Router state passed with each link. */
  linkState?: unknown;
  /** Buttons per pick (favorite, save to list), composed by the page. */
  renderActions?: (card: InfluencerCard) => ReactNode;
}

/**
 * Picks by keywords: free text ("e.g. vegan food creators in Germany", 2–500 characters), an
 * optional platform, "Suggest influencers", then the ranked picks with their score and reasons.
 * Field errors from the server appear under the field; other failures as a notification.
 */
export function KeywordPicksForm({
  platform,
  cardHref,
  linkState,
  renderActions,
}: KeywordPicksFormProps) {
  const form = useForm<KeywordPicksValues>({
    mode: 'uncontrolled',
    initialValues: { keywords: '', platform: platform ?? ANY_PLATFORM },
    validate: {
      keywords: (value) => {
        const length = value.trim().length;
        return length < KEYWORDS_MIN || length > KEYWORDS_MAX
          ? `Use ${KEYWORDS_MIN}–${KEYWORDS_MAX} characters`
          : null;
      },
    },
  });
  const picks = useKeywordPicks({
    onError: (error) => showFormError(form, error, "We couldn't suggest influencers"),
  });
  const asked = picks.variables;

  let results: ReactNode = null;
  if (picks.isPending) {
    results = (
      <Stack gap="xs" aria-busy="true" aria-label="Finding influencers">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={84} radius="md" />
        ))}
      </Stack>
    );
  } else if (picks.data && asked) {
    results = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed" role="status">
          {picks.data.length === 0
            ? `No influencers match “${asked.keywords}”. Try broader words or any platform.`
            : `${picks.data.length} ${picks.data.length === 1 ? 'suggestion' : 'suggestions'} for “${asked.keywords}”`}
        </Text>
        {picks.data.length > 0 && (
          <PickList
            picks={picks.data}
            cardHref={cardHref}
            linkState={linkState}
            renderActions={renderActions}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          picks.mutate({
            keywords: values.keywords.trim(),
            platform: values.platform === ANY_PLATFORM ? undefined : values.platform,
          }),
        )}
      >
        <Stack gap="sm">
          <TextInput
            label="Keywords"
            description="Topics, audience, country or language of the creators you need"
            placeholder="e.g. vegan food creators in Germany"
            maxLength={KEYWORDS_MAX}
            key={form.key('keywords')}
            {...form.getInputProps('keywords')}
          />
          <Group align="flex-end" gap="sm">
            <Select
              label="Platform"
              data={PLATFORM_OPTIONS}
              allowDeselect={false}
              w={180}
              key={form.key('platform')}
              {...form.getInputProps('platform')}
            />
            <Button
              type="submit"
              loading={picks.isPending}
              leftSection={<IconSparkles size={16} aria-hidden />}
            >
              Suggest influencers
            </Button>
          </Group>
        </Stack>
      </form>
      {results}
    </Stack>
  );
}
