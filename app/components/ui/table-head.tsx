import { Table, VisuallyHidden } from '@mantine/core';

/** One column heading of {@link TableHead}: its words, or these with how the column is laid out. */
export type TableColumn =
  | string
  | {
      label: string;
      /** Right-aligned, for numbers. */
      numeric?: boolean;
      /** Width in pixels. */
      w?: number;
      /** Read by screen readers only (an actions column). */
      hidden?: boolean;
    };

/** A Mantine table's heading row: one `Table.Th` per column, in order. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => {
          const { label, numeric, w, hidden } =
            typeof column === 'string' ? { label: column } : column;
          return (
            <Table.Th key={label} ta={numeric ? 'right' : undefined} w={w}>
              {hidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
