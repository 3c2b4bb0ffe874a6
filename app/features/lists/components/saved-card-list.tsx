import { Box, Checkbox, Group, Stack, Text } from '@mantine/core';
import { RowCard, RowCardLink } from '@app/components/ui/row-card';
import { InfluencerAvatar } from '@app/components/influencers/influencer-avatar';
import { Location } from '@app/components/influencers/location';
import { MetricValue } from '@app/components/influencers/metric-value';
import { PlatformHandle } from '@app/components/influencers/platform-icon';
import { formatOrders, formatRevenue } from '@app/lib/shop-money';
import { SavedListBadges, SelectAllCheckbox, toggledSelection } from './saved-parts';
import type { SavedTableProps } from './saved-table';

/**
 * The saved influencers on a phone: a list ("Saved influencers") of cards with what the table's
 * rows hold, stacked, each card opening the profile: a checkbox, the influencer, followers,
 * engagement rate, country and the sales of its Shopify discount codes, the lists and when it was saved, the note, and the page's
 * row actions; "Select all" above.
 */
export function SavedCardList({
  items,
  lists,
  selected,
  onSelectedChange,
  profileHref,
  rowActions,
}: SavedTableProps) {
  return (
    <Stack gap="sm">
      <SelectAllCheckbox
        items={items}
        selected={selected}
        onSelectedChange={onSelectedChange}
        label="Select all"
      />
      <Stack
        component="ul"
        aria-label="Saved influencers"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {items.map((item) => {
          const { card, note } = item;
          const name = card.name?.trim() || `@${card.username}`;
          const checked = selected.has(card.id);
          return (
            <RowCard
              key={card.id}
              component="li"
              label={name}
              data-handle={card.username}
              bg={checked ? 'var(--mantine-color-brand-0)' : undefined}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Checkbox
                  aria-label={`Select @${card.username}`}
                  checked={checked}
                  onChange={() => onSelectedChange(toggledSelection(selected, card.id))}
                  mt={12}
                />
                <InfluencerAvatar src={card.avatarUrl} name={name} size={44} />
                <Box miw={0} style={{ flex: 1 }}>
                  <RowCardLink to={profileHref(card.id)} fw={600}>
                    {name}
                  </RowCardLink>
                  <PlatformHandle platform={card.platform} username={card.username} />
                </Box>
              </Group>
              <Group gap="md" mt="sm" fz="sm">
                <span>
                  <MetricValue value={card.followers} size="sm" fw={600} />{' '}
                  <Text span size="sm" c="dimmed">
                    followers
                  </Text>
                </span>
                <span>
                  <MetricValue value={card.engagementRate} kind="percent" size="sm" fw={600} />{' '}
                  <Text span size="sm" c="dimmed">
                    engagement
                  </Text>
                </span>
                {(card.country || card.audienceCountry) && (
                  <span>
                    <Location {...card} />
                  </span>
                )}
                {item.sales && (
                  <span>
                    <Text span size="sm" fw={600}>
                      {formatRevenue(item.sales)}
                    </Text>{' '}
                    <Text span size="sm" c="dimmed">
                      · {formatOrders(item.sales.orders)}
                    </Text>
                  </span>
                )}
              </Group>
              <Box mt="xs">
                <SavedListBadges item={item} lists={lists} />
              </Box>
              {note && (
                <Text size="sm" mt="xs" lineClamp={2}>
                  {note}
                </Text>
              )}
              {rowActions && (
                <Group gap="xs" mt="sm">
                  {rowActions(item)}
                </Group>
              )}
            </RowCard>
          );
        })}
      </Stack>
    </Stack>
  );
}
