import { Badge, Checkbox, Group, Text } from '@mantine/core';
import type { ListSummary, SavedInfluencer } from '@shared/schemas/lists';
import { formatDate, MISSING } from '@app/lib/format';

/** What the table and the card list of saved influencers share: the selection and the lists. */
export interface SavedSelectionProps {
  items: SavedInfluencer[];
  selected: Set<string>;
  onSelectedChange: (selected: Set<string>) => void;
}

/** The selection with one influencer added or taken out. */
export function toggledSelection(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** "Select all influencers in view": checked when all are, indeterminate when some are. */
export function SelectAllCheckbox({
  items,
  selected,
  onSelectedChange,
  label,
}: SavedSelectionProps & { label?: string }) {
  const allSelected = items.length > 0 && items.every((s) => selected.has(s.card.id));
  const someSelected = items.some((s) => selected.has(s.card.id));
  return (
    <Checkbox
      aria-label="Select all influencers in view"
      label={label}
      checked={allSelected}
      indeterminate={someSelected && !allSelected}
      onChange={() =>
        onSelectedChange(allSelected ? new Set() : new Set(items.map((s) => s.card.id)))
      }
    />
  );
}

/**
 * The lists holding a saved influencer, as badges that wrap (a long name is cut, whole in its
 * title), and when it was saved.
 */
export function SavedListBadges({
  item,
  lists,
  maw,
}: {
  item: SavedInfluencer;
  lists: ListSummary[];
  /** Widest the badges may spread (the table keeps them in a narrow column). */
  maw?: number;
}) {
  const listName = new Map(lists.map((l) => [l.id, l.name]));
  return (
    <>
      <Group gap={4} miw={110} maw={maw}>
        {item.lists.map((id) => (
          <Badge
            key={id}
            variant="light"
            size="sm"
            radius="sm"
            tt="none"
            maw="100%"
            style={{ flexShrink: 0 }}
            title={listName.get(id)}
          >
            {listName.get(id) ?? MISSING}
          </Badge>
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: 'nowrap' }}>
        Saved {formatDate(item.addedAt)}
      </Text>
    </>
  );
}
