import { Group, Select, Text } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import type { Sort } from '@shared/constants/discovery';
import type { DiscoveryPlatform } from '../lib/search-state';

const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Relevance',
  followers: 'Followers',
  engagementRate: 'Engagement rate',
  avgViews: 'Average views',
  avgLikes: 'Average likes',
};

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  /** The sort in effect on the current platform. */
  value: Sort;
  platform: DiscoveryPlatform;
  /** Relevance is offered only when keywords are searched. */
  withKeywords: boolean;
  onChange: (sort: Sort) => void;
}

/** "Sort by" for the current platform (each platform keeps its own sort); always descending. */
export function SortSelect({ value, platform, withKeywords, onChange }: SortSelectProps) {
  const sorts: Sort[] = [
    ...(withKeywords ? (['relevance'] as const) : []),
    'followers',
    'engagementRate',
    // The card's own metric first: views on YouTube and TikTok, likes on Instagram.
    ...(platform === 'instagram'
      ? (['avgLikes', 'avgViews'] as const)
      : (['avgViews', 'avgLikes'] as const)),
  ];
  return (
    <Group gap="xs" wrap="nowrap">
      <Text
        component="label"
        htmlFor="discovery-sort"
        size="sm"
        c="dimmed"
        style={{ whiteSpace: 'nowrap' }}
      >
        Sort by
      </Text>
      <Select
        id="discovery-sort"
        data={sorts.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        value={value}
        onChange={(next) => {
          if (next) onChange(next as Sort);
        }}
        allowDeselect={false}
        w={180}
        size="sm"
        leftSection={<IconArrowsSort size={16} aria-hidden />}
      />
    </Group>
  );
}
