import { Group, Pagination, type PaginationProps } from '@mantine/core';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/**
 * Mantine's Pagination with accessible names: "Page 3" on each page button, "Previous page",
 * "Next page" (and first/last) on the controls.
 */
export function PagePagination(props: Omit<PaginationProps, 'getItemProps' | 'getControlProps'>) {
  return (
    <Pagination
      {...props}
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
    />
  );
}

/** Props of {@link ListPagination}: the page count, the current page (from 1) and its setter. */
export interface ListPaginationProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/** {@link PagePagination} centred under a list or table; nothing while there is a single page. */
export function ListPagination({ total, value, onChange }: ListPaginationProps) {
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <PagePagination total={total} value={value} onChange={onChange} />
    </Group>
  );
}
