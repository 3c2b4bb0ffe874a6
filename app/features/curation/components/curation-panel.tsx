import { Button, Group, MultiSelect, Stack, TagsInput, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CATEGORIES, type CategorySlug } from '@shared/constants/taxonomy';
import type { InfluencerProfile } from '@shared/schemas/influencers';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { useCurateInfluencer, useResetInfluencerCounts } from '../api/curate-influencer';

const CATEGORY_DATA = CATEGORIES.map((c) => ({ value: c.slug, label: c.label }));

/**
 * For admins, in the profile drawer: edit the profile's categories and the platform's own
 * categories (kept by later imports), and reset its counters (refresh requests, find-similar runs).
 */
export function CurationPanel({ profile }: { profile: InfluencerProfile }) {
  const [categories, setCategories] = useState(profile.categories);
  const [official, setOfficial] = useState(profile.officialCategories);
  const curate = useCurateInfluencer();
  const reset = useResetInfluencerCounts();

  const save = async () => {
    try {
      await curate.mutateAsync({
        id: profile.id,
        // The select only offers taxonomy slugs.
        categories: categories as CategorySlug[],
        official_categories: official,
      });
      notifySuccess('Categories saved. Later imports keep them.');
    } catch (error) {
      notifyError(error, 'Could not save the categories');
    }
  };
  const resetCounts = async () => {
    try {
      await reset.mutateAsync({ id: profile.id, updateCount: true, findSimilar: true });
      notifySuccess('Counters reset.');
    } catch (error) {
      notifyError(error, 'Could not reset the counters');
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label="Curation">
      <Title order={3} fz="md">
        Curation (admin)
      </Title>
      <MultiSelect
        label="Categories"
        data={CATEGORY_DATA}
        value={categories}
        onChange={setCategories}
        searchable
      />
      <TagsInput
        label="Platform categories"
        value={official}
        onChange={setOfficial}
        maxTags={20}
        clearable
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Refresh requests: {profile.updateCount} · Find-similar runs: {profile.similarCount}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={reset.isPending}
            onClick={() => void resetCounts()}
          >
            Reset counters
          </Button>
          <Button size="xs" loading={curate.isPending} onClick={() => void save()}>
            Save categories
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
