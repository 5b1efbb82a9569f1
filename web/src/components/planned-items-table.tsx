import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowAction, RowActions } from './row-actions';

export interface PlannedColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface PlannedItemsTableProps<Row extends { id: number }> {
  rows: readonly Row[];
  columns: readonly PlannedColumn<Row>[];
  /** What the option shows when it plans nothing of this kind. */
  empty: string;
  editable: boolean;
  /** How a row is named in its actions for a screen reader ("Eliminar Tinta negra"). */
  nameOf: (row: Row) => string;
  remove: (id: number) => Promise<unknown>;
  /** Kinds with a form of their own (activities) are edited in place; the others are removed and added again. */
  onEdit?: (row: Row) => void;
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
}

/**
 * One kind of a quote option's planned work as a table (DESIGN §12.1): activities, supplies and
 * external services alike, each row with its delete (and edit) while the quote can change.
 */
export function PlannedItemsTable<Row extends { id: number }>({
  rows,
  columns,
  empty,
  editable,
  nameOf,
  remove,
  onEdit,
  rowAttributes,
}: PlannedItemsTableProps<Row>) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header}>{column.header}</Table.Th>
          ))}
          {editable ? <Table.Th aria-label={t('quote.list.actionsColumn')} /> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} {...rowAttributes?.(row)}>
            {columns.map((column) => (
              <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
            ))}
            {editable ? (
              <Table.Td>
                <RowActions>
                  {onEdit ? (
                    <RowAction
                      label={t('quote.actions.edit')}
                      accessibleName={`${t('quote.actions.edit')} ${nameOf(row)}`}
                      icon={IconEdit}
                      onClick={() => onEdit(row)}
                    />
                  ) : null}
                  <RowAction
                    label={t('quote.actions.delete')}
                    accessibleName={`${t('quote.actions.delete')} ${nameOf(row)}`}
                    icon={IconTrash}
                    color="red"
                    onClick={() => void remove(row.id).catch(() => undefined)}
                  />
                </RowActions>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
