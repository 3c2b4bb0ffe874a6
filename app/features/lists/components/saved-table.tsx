import { Anchor, Checkbox, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import { Link } from 'react-router';
import type { ListSummary, SavedInfluencer } from '@shared/schemas/lists';
import { MetricValue } from '@app/components/influencers/metric-value';
import { PlatformIcon } from '@app/components/influencers/platform-icon';
import { MISSING } from '@app/lib/format';
import { formatOrders, formatRevenue } from '@app/lib/shop-money';
import { InfluencerAvatar } from '@app/components/influencers/influencer-avatar';
import { EmailKnownIndicator } from '@app/components/influencers/email-known-indicator';
import { Location } from '@app/components/influencers/location';
import {
  SavedListBadges,
  SelectAllCheckbox,
  toggledSelection,
  type SavedSelectionProps,
} from './saved-parts';
import classes from './saved-table.module.css';

/** Props of {@link SavedTable} (and of the card list phones get instead). */
export interface SavedTableProps extends SavedSelectionProps {
  lists: ListSummary[];
  /** Where an influencer's name leads (its profile drawer). */
  profileHref: (influencerId: string) => To;
  /** Buttons at the end of each row (e.g. "Email", from another feature), composed by the page. */
  rowActions?: (item: SavedInfluencer) => ReactNode;
}

/**
 * The saved influencers as a table with a checkbox per row (and one for all rows in view):
 * influencer, followers, engagement rate, country, the lists holding it and when it was saved,
 * the sales its Shopify discount codes brought (revenue and orders; the column only when some
 * influencer has a code), the note preview, then the page's row actions if any. It fits the width it is given (no sideways
 * scrolling): the note preview, then the country give way when it is narrow (see its CSS).
 */
export function SavedTable({
  items,
  lists,
  selected,
  onSelectedChange,
  profileHref,
  rowActions,
}: SavedTableProps) {
  // Only brands whose codes brought sales get the column: the others keep the room for notes.
  const withSales = items.some((item) => item.sales !== null && item.sales !== undefined);
  return (
    <div className={withSales ? `${classes.wrapper} ${classes.withSales}` : classes.wrapper}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing={8}
        highlightOnHover
        aria-label="Saved influencers"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <SelectAllCheckbox
                items={items}
                selected={selected}
                onSelectedChange={onSelectedChange}
              />
            </Table.Th>
            <Table.Th>Influencer</Table.Th>
            <Table.Th ta="right">Followers</Table.Th>
            <Table.Th ta="right">Eng. rate</Table.Th>
            <Table.Th className={classes.country}>Country</Table.Th>
            <Table.Th>Lists</Table.Th>
            {withSales && <Table.Th ta="right">Sales</Table.Th>}
            <Table.Th className={classes.note} w="24%">
              Note
            </Table.Th>
            {rowActions && (
              <Table.Th>
                <span className="mantine-visually-hidden">Actions</span>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const { card, note } = item;
            const name = card.name?.trim() || `@${card.username}`;
            return (
              <Table.Tr
                key={card.id}
                data-handle={card.username}
                bg={selected.has(card.id) ? 'var(--mantine-color-brand-0)' : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={`Select @${card.username}`}
                    checked={selected.has(card.id)}
                    onChange={() => onSelectedChange(toggledSelection(selected, card.id))}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <InfluencerAvatar src={card.avatarUrl} name={name} size={38} />
                    <div style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={profileHref(card.id)} fw={600} size="sm">
                        {name}
                      </Anchor>
                      <Group gap={4} wrap="nowrap">
                        <PlatformIcon platform={card.platform} size={14} />
                        <Text size="xs" c="dimmed" truncate="end">
                          @{card.username}
                        </Text>
                        <EmailKnownIndicator influencer={card} size={14} />
                      </Group>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <MetricValue value={card.followers} />
                </Table.Td>
                <Table.Td ta="right">
                  <MetricValue value={card.engagementRate} kind="percent" />
                </Table.Td>
                <Table.Td className={classes.country}>
                  <Text size="sm">
                    <Location {...card} />
                  </Text>
                </Table.Td>
                <Table.Td>
                  <SavedListBadges item={item} lists={lists} maw={170} />
                </Table.Td>
                {withSales && (
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {item.sales ? (
                      <>
                        <Text size="sm" fw={600}>
                          {formatRevenue(item.sales)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatOrders(item.sales.orders)}
                        </Text>
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {MISSING}
                      </Text>
                    )}
                  </Table.Td>
                )}
                <Table.Td maw={240} className={classes.note}>
                  <Text size="sm" c={note ? undefined : 'dimmed'} lineClamp={2}>
                    {note ?? MISSING}
                  </Text>
                </Table.Td>
                {rowActions && (
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{rowActions(item)}</Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
