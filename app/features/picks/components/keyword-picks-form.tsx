import { Button, Group, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the picks for `keywords` came to: the fits, and the near fits offered apart. */
function resultsStatus(keywords: string, fits: number, near: number): string {
  if (fits === 0 && near === 0)
    return `No influencers match “${keywords}”. Try broader words or any platform.`;
  if (near === 0) return `${plural(fits, 'suggestion', 'suggestions')} for “${keywords}”`;
  const few =
    fits === 0 ? 'No profile fits' : `Only ${plural(fits, 'profile fits', 'profiles fit')}`;
  return `${few} everything in “${keywords}”; ${plural(near, 'near fit is', 'near fits are')} listed apart.`;
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
 * optional platform, "Suggest influencers", then the ranked picks with their score and reasons;
 * when fewer fit than asked, the near fits under their own heading, each with what it misses.
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
    const { query, alternatives } = picks.data;
    const listProps = { cardHref, linkState, renderActions };
    results = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed" role="status">
          {resultsStatus(asked.keywords, query.length, alternatives.length)}
        </Text>
        {query.length > 0 && <PickList picks={query} {...listProps} />}
        {alternatives.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="near-fits-heading">
            <Title order={3} fz="md" id="near-fits-heading" mt="sm">
              Near fits
            </Title>
            <Text size="sm" c="dimmed">
              Not picks: they fit the topic but miss part of what you asked.
            </Text>
            <PickList picks={alternatives} {...listProps} />
          </Stack>
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
