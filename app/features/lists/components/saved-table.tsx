import { Anchor, Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import { Link } from 'react-router';
import type { ListSummary, SavedInfluencer } from '@shared/schemas/lists';
import { MetricValue } from '@app/components/influencers/metric-value';
import { PlatformIcon } from '@app/components/influencers/platform-icon';
import { formatDate, MISSING } from '@app/lib/format';
import { InfluencerAvatar } from '@app/components/influencers/influencer-avatar';
import { Location } from '@app/components/influencers/location';

/** Props of {@link SavedTable}. */
export interface SavedTableProps {
  items: SavedInfluencer[];
  lists: ListSummary[];
  selected: Set<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** Where an influencer's name leads (its profile drawer). */
  profileHref: (influencerId: string) => To;
  /** Buttons at the end of each row (e.g. "Email", from another feature), composed by the page. */
  rowActions?: (item: SavedInfluencer) => ReactNode;
}

/**
 * The saved influencers as a table with a checkbox per row (and one for all rows in view):
 * influencer, followers, engagement rate, country, the lists holding it, the note preview and
 * when it was saved, then the page's row actions if any.
 */
export function SavedTable({
  items,
  lists,
  selected,
  onSelectedChange,
  profileHref,
  rowActions,
}: SavedTableProps) {
  const listName = new Map(lists.map((l) => [l.id, l.name]));
  const allSelected = items.length > 0 && items.every((s) => selected.has(s.card.id));
  const someSelected = items.some((s) => selected.has(s.card.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Saved influencers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all influencers in view"
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={() =>
                  onSelectedChange(allSelected ? new Set() : new Set(items.map((s) => s.card.id)))
                }
              />
            </Table.Th>
            <Table.Th>Influencer</Table.Th>
            <Table.Th ta="right">Followers</Table.Th>
            <Table.Th ta="right">Eng. rate</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Lists</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th>Saved</Table.Th>
            {rowActions && (
              <Table.Th>
                <span className="mantine-visually-hidden">Actions</span>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const { card, lists: listIds, note, addedAt } = item;
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
                    onChange={() => toggle(card.id)}
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
                <Table.Td>
                  <Text size="sm">
                    <Location {...card} />
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {listIds.map((id) => (
                      <Badge key={id} variant="light" size="sm" radius="sm" tt="none" maw={160}>
                        {listName.get(id) ?? MISSING}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td maw={240}>
                  <Text size="sm" c={note ? undefined : 'dimmed'} lineClamp={2}>
                    {note ?? MISSING}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(addedAt)}
                  </Text>
                </Table.Td>
                {rowActions && <Table.Td>{rowActions(item)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
