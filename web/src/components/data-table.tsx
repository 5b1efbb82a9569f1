import 'mantine-datatable/styles.css';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Box, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  DataTable as MantineDataTable,
  getValueAtPath,
  type DataTableColumn,
  type DataTableProps as MantineDataTableProps,
} from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { plainKey, recordMatches, type ExportValue } from '../lib/table-export';
import { useHiddenColumns } from '../lib/column-choice';
import { ClampedText } from './clamped-text';
import { ColumnChooserButton, ColumnChooserPanel } from './column-chooser';
import { TableExportButtons, type TableExportOptions } from './table-export-buttons';
import { useVirtualRows, WINDOW_HEIGHT } from './virtual-rows';
import classes from './data-table.module.css';

export type { DataTableSortStatus } from 'mantine-datatable';

/**
 * Rows a page of a general table (spec part 2 §9 "Page lengths": 10, no page-length menu). A table
 * draws one page, never a whole month or inventory: 1 000 rows drawn at once cost ~42 000 elements.
 */
export const PAGE_LENGTH = 10;

/**
 * What a column holds decides how it is laid out: figures (`id`, `money`, `quantity`, `duration`),
 * dates and status badges never wrap; `text` wraps; `longText` shows a few lines and the rest on
 * request; `actions` is the row's buttons, pinned to the right edge.
 */
export type ColumnKind = 'id' | 'money' | 'quantity' | 'duration' | 'date' | 'dateTime' | 'status' | 'text' | 'longText' | 'actions';

export type TableColumn<T> = DataTableColumn<T> & {
  /** Defaults to `text`. */
  kind?: ColumnKind;
  /**
   * What the copy, Excel and CSV buttons write for this column when its cell draws a badge or a
   * link: plain text or a number. Without it: figures (`id`, `money`, `quantity`) as the raw
   * number, otherwise the text `render` gives, else the raw value (dates as on screen).
   * `false` leaves the column out of the export; the `actions` column never goes in.
   */
  exportValue?: ((record: T) => ExportValue) | false;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type DataTableProps<T> = DistributiveOmit<MantineDataTableProps<T>, 'columns' | 'groups' | 'rowExpansion'> & {
  columns: TableColumn<T>[];
  /** Shows the copy, Excel and CSV buttons above the table (spec part 1 §9): `{ fileName: 'usuarios' }`. */
  exportAs?: TableExportOptions;
  /**
   * Every record when `records` is one page of them (useClientPaging's tableProps pass it): what the
   * export writes. A server-paged list exports the page it holds.
   */
  allRecords?: readonly T[];
  /**
   * Rows a page when the table pages what it was given (it does unless the caller passes `page`:
   * server-paged lists and useClientPaging's): PAGE_LENGTH by default; `false` draws every row (the
   * spec's activity lists, an order's own short lists). Sort `records` before: paging comes after.
   */
  pageLength?: number | false;
  /** A search box above the table: rows holding the text in any exported column, on every page. */
  searchable?: boolean;
  /** Opens on the page of the first record this picks (a row a link lands on). */
  openOn?: (record: T) => boolean;
  /**
   * The records are still on their way: only the table's room is kept. Drawn empty first, its
   * columns would resize and its rows push down what follows when they land (issue 14: the order
   * list's layout shift).
   */
  pending?: boolean;
  /** Offers "Columnas" to hide columns, the choice remembered under this name per user: `production-orders`. */
  columnsKey?: string;
  /**
   * Draws every record (no pager), only those in view in the DOM, in a box most of the window tall
   * (components/virtual-rows.tsx): a month's orders, whole, in a few hundred elements.
   */
  virtualized?: boolean;
};

const FIGURES = new Set<ColumnKind>(['id', 'money', 'quantity', 'duration']);
const ONE_LINE = new Set<ColumnKind>(['id', 'money', 'quantity', 'duration', 'date', 'dateTime', 'status', 'actions']);

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** The text a column shows for a record: its `render`, or the value at its accessor. */
function cellContent<T>(column: DataTableColumn<T>, record: T, index: number): ReactNode {
  return column.render ? column.render(record, index) : (getValueAtPath(record, column.accessor as string) as ReactNode);
}

/** The house layout of one column, from its kind. */
function laidOut<T>(column: TableColumn<T>, hidden: boolean): DataTableColumn<T> {
  const { kind = 'text', exportValue: _exportValue, ...rest } = column;
  const kindClass = FIGURES.has(kind)
    ? classes.figure
    : kind === 'text'
      ? classes.text
      : kind === 'longText'
        ? classes.longText
        : undefined;
  const cellsClassName = rest.cellsClassName;
  const laid = {
    textAlign: FIGURES.has(kind) || kind === 'actions' ? 'right' : undefined,
    ...rest,
    hidden: hidden || rest.hidden,
    titleClassName: join(ONE_LINE.has(kind) && classes.wrappingTitle, rest.titleClassName),
    cellsClassName: (record: T, index: number) =>
      join(kindClass, typeof cellsClassName === 'function' ? cellsClassName(record, index) : cellsClassName),
  } as DataTableColumn<T>;
  if (ONE_LINE.has(kind) && !rest.ellipsis) (laid as { noWrap?: boolean }).noWrap = true;
  if (kind === 'longText') laid.render = (record, index) => <ClampedText>{cellContent(column, record, index)}</ClampedText>;
  return laid;
}

/** A column's name for the chooser and the person's stored choice. */
const nameOf = <T,>(column: TableColumn<T>) => String(column.accessor);

/**
 * Every list of the app goes through here: bordered, striped, Spanish empty and paging texts,
 * column layout by kind, and every column of the spec in its row (issue 22 item 2): a table wider
 * than its room scrolls sideways with its identifying first column and its row actions pinned, and
 * a table given `columnsKey` lets a person hide columns ("Columnas"), remembered per user and table.
 */
export function DataTable<T>({
  columns,
  idAccessor = 'id',
  noRecordsText,
  minHeight,
  records,
  exportAs,
  allRecords,
  pageLength,
  searchable,
  openOn,
  pending,
  columnsKey,
  virtualized = false,
  ...props
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useHiddenColumns(columnsKey);
  const [choosing, setChoosing] = useState(false);
  const own = useOwnPaging({
    records,
    columns,
    controlled: 'page' in props || virtualized,
    pageLength,
    search: searchable,
    openOn,
  });
  const withActions = columns.at(-1)?.kind === 'actions';
  // The identifying first column and the actions are never hidden.
  const choosable = columns.filter((column, index) => index > 0 && column.kind !== 'actions');
  const isHidden = (column: TableColumn<T>) => choosable.includes(column) && hidden.includes(nameOf(column));
  const shownColumns = columns.filter((column) => !isHidden(column));
  // A short list is drawn as it is: only a long one gets its own box and drops rows out of view.
  const windowed = virtualized && (own.records?.length ?? 0) > WINDOWED_FROM;
  // A whole list's rows are drawn in a render React may split and interrupt: the screen's first
  // frame (header, filters, the table's room) paints at once and no long task holds a tap (the
  // month's list on a tablet's ×4 slower CPU). Later changes (a search) show the rows before until
  // the new ones are drawn.
  const drawnRecords = useDeferredValue(windowed ? own.records : undefined);
  const virtual = useVirtualRows(drawnRecords, windowed, shownColumns.length);

  const common = {
    withTableBorder: true,
    borderRadius: 'md',
    striped: true,
    highlightOnHover: true,
    idAccessor,
    records: virtual?.records ?? own.records,
    ...own.tableProps,
    columns: columns.map((column) => laidOut(column, isHidden(column))),
    pinFirstColumn: columns.length > 2,
    pinLastColumn: withActions,
    noRecordsText: noRecordsText ?? t('common.messages.noRecords'),
    // The empty-state message needs room; a table with rows is as tall as its rows.
    minHeight: minHeight ?? (own.records && own.records.length > 0 ? undefined : 150),
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      t('common.table.range', { from, to, total: totalRecords }),
    // mantine-datatable names these two in English.
    getPaginationControlProps: (control: string) =>
      control === 'previous'
        ? { 'aria-label': t('common.table.previousPage') }
        : control === 'next'
          ? { 'aria-label': t('common.table.nextPage') }
          : {},
    ...(virtual
      ? {
          // Its own scrolling box: the header stays on top and the sideways scrollbar in sight.
          height: WINDOW_HEIGHT,
          scrollViewportRef: virtual.scrollViewportRef,
          rowFactory: virtual.rowFactory,
        }
      : {}),
  };

  const table =
    pending || (windowed && !drawnRecords) ? (
      // The room the table will take, so nothing moves when its rows land.
      <Box mih={windowed ? WINDOW_HEIGHT : (minHeight ?? 150)} />
    ) : (
      <div className={classes.container}>
        {/* The props are mantine-datatable's own, less what this wrapper decides: the union of its paging,
          sorting and selection variants survives the spread, which TypeScript cannot follow. */}
        <MantineDataTable<T> {...({ ...common, ...props } as MantineDataTableProps<T>)} />
      </div>
    );
  if (!exportAs && !searchable && !columnsKey) return table;
  return (
    <Stack gap="xs">
      <Group justify={searchable ? 'space-between' : 'flex-end'} align="flex-end" gap="xs">
        {searchable ? (
          <TextInput
            type="search"
            label={t('common.table.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={own.search}
            onChange={(event) => own.setSearch(event.currentTarget.value)}
            w={280}
          />
        ) : null}
        <Group gap="xs" justify="flex-end">
          {columnsKey ? (
            <ColumnChooserButton
              open={choosing}
              hiddenCount={choosable.filter(isHidden).length}
              onToggle={() => setChoosing((open) => !open)}
            />
          ) : null}
          {exportAs ? (
            <TableExportButtons<T> options={exportAs} columns={exportColumns(shownColumns)} records={allRecords ?? own.allRecords ?? []} />
          ) : null}
        </Group>
      </Group>
      {choosing ? (
        <ColumnChooserPanel
          columns={choosable.map((column) => ({ name: nameOf(column), title: column.title ?? nameOf(column) }))}
          hidden={hidden}
          onChange={setHidden}
          onClose={() => setChoosing(false)}
        />
      ) : null}
      {table}
    </Stack>
  );
}

/** Rows from which a `virtualized` list draws only those in view: more than fill its box. */
const WINDOWED_FROM = 40;

const exportColumns = <T,>(columns: readonly TableColumn<T>[]) =>
  columns.map((column) => ({ ...column, accessor: String(column.accessor) }));

interface OwnPagingOptions<T> {
  records: T[] | undefined;
  columns: readonly TableColumn<T>[];
  /** The caller pages (server-side, or useClientPaging): the table draws what it is given. */
  controlled: boolean;
  pageLength: number | false | undefined;
  search: boolean | undefined;
  openOn: ((record: T) => boolean) | undefined;
}

/**
 * The table's own search and paging over the records it was given: the rows holding the search
 * text (all of them, every page: what the export writes) and the page of them drawn. The paging
 * footer shows only when there is more than one page; a new search starts at page 1.
 */
function useOwnPaging<T>({ records, columns, controlled, pageLength, search: searchable, openOn }: OwnPagingOptions<T>) {
  const length = controlled || pageLength === false ? undefined : (pageLength ?? PAGE_LENGTH);
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(() => {
    const index = openOn && length ? (records ?? []).findIndex(openOn) : -1;
    return index < 0 || !length ? 1 : Math.floor(index / length) + 1;
  });
  const needle = searchable ? plainKey(search) : '';
  const exported = needle ? exportColumns(columns) : [];
  const matching = needle ? records?.filter((record, index) => recordMatches(exported, record, index, needle)) : records;
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  if (!length || !matching || matching.length <= length) {
    return { records: matching, allRecords: matching, tableProps: {}, search, setSearch };
  }
  const lastPage = Math.ceil(matching.length / length);
  const current = Math.min(page, lastPage);
  return {
    records: matching.slice((current - 1) * length, current * length),
    allRecords: matching,
    tableProps: { totalRecords: matching.length, recordsPerPage: length, page: current, onPageChange: setPage },
    search,
    setSearch,
  };
}
