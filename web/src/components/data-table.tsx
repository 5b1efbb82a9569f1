import 'mantine-datatable/styles.css';
import { useState, type ReactNode } from 'react';
import { ActionIcon, Box, Group, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import {
  DataTable as MantineDataTable,
  getRecordId,
  getValueAtPath,
  type DataTableColumn,
  type DataTableProps as MantineDataTableProps,
} from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { plainKey, recordMatches, type ExportValue } from '../lib/table-export';
import { ClampedText } from './clamped-text';
import { FieldList } from './field-list';
import { TableExportButtons, type TableExportOptions } from './table-export-buttons';
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

/** Table widths from which a column shows (see data-table.module.css): sm 480 px, md 640, lg 960, xl 1180, xxl 1480. */
export type ColumnTier = 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

const TIERS: readonly ColumnTier[] = ['sm', 'md', 'lg', 'xl', 'xxl'];
const FROM: Record<ColumnTier, string> = {
  sm: classes.fromSm!,
  md: classes.fromMd!,
  lg: classes.fromLg!,
  xl: classes.fromXl!,
  xxl: classes.fromXxl!,
};
const BELOW: Record<ColumnTier, string> = {
  sm: classes.belowSm!,
  md: classes.belowMd!,
  lg: classes.belowLg!,
  xl: classes.belowXl!,
  xxl: classes.belowXxl!,
};

export type TableColumn<T> = DataTableColumn<T> & {
  /** Defaults to `text`. */
  kind?: ColumnKind;
  /**
   * Narrower tables leave this column out and show its value in the row's "more data" panel
   * instead, so nothing is out of reach and nothing needs a sideways scroll.
   */
  visibleFrom?: ColumnTier;
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
};

const FIGURES = new Set<ColumnKind>(['id', 'money', 'quantity', 'duration']);
const ONE_LINE = new Set<ColumnKind>(['id', 'money', 'quantity', 'duration', 'date', 'dateTime', 'status', 'actions']);

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** The text a column shows for a record: its `render`, or the value at its accessor. */
function cellContent<T>(column: DataTableColumn<T>, record: T, index: number): ReactNode {
  return column.render ? column.render(record, index) : (getValueAtPath(record, column.accessor as string) as ReactNode);
}

/** The house layout of one column, from its kind and tier. */
function laidOut<T>(column: TableColumn<T>): DataTableColumn<T> {
  const { kind = 'text', visibleFrom, exportValue: _exportValue, ...rest } = column;
  const tier = visibleFrom ? FROM[visibleFrom] : undefined;
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
    titleClassName: join(tier, ONE_LINE.has(kind) && classes.wrappingTitle, rest.titleClassName),
    footerClassName: join(tier, rest.footerClassName),
    cellsClassName: (record: T, index: number) =>
      join(tier, kindClass, typeof cellsClassName === 'function' ? cellsClassName(record, index) : cellsClassName),
  } as DataTableColumn<T>;
  if (ONE_LINE.has(kind) && !rest.ellipsis) (laid as { noWrap?: boolean }).noWrap = true;
  if (kind === 'longText') laid.render = (record, index) => <ClampedText>{cellContent(column, record, index)}</ClampedText>;
  return laid;
}

/** The widest tier any column waits for: from there on, nothing is left out. */
function widestTier<T>(columns: readonly TableColumn<T>[]): ColumnTier | undefined {
  const used = columns.map((column) => column.visibleFrom).filter((tier): tier is ColumnTier => tier !== undefined);
  return [...TIERS].reverse().find((tier) => used.includes(tier));
}

/**
 * Every list of the app goes through here: bordered, striped, Spanish empty and paging texts, row
 * actions pinned to the right edge, column layout by kind, and columns that do not fit the table's
 * width moved into a panel each row opens with its "more data" button.
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
  ...props
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [expandedIds, setExpandedIds] = useState<unknown[]>([]);
  const own = useOwnPaging({ records, columns, controlled: 'page' in props, pageLength, search: searchable, openOn });
  const optional = columns.filter((column) => column.visibleFrom);
  const widest = widestTier(columns);
  const last = columns.at(-1);
  const withActions = last?.kind === 'actions';

  const moreButton = (record: T) => {
    const id = getRecordId(record, idAccessor);
    const expanded = expandedIds.includes(id);
    const label = expanded ? t('common.table.lessData') : t('common.table.moreData');
    return (
      <ActionIcon
        className={widest ? BELOW[widest] : undefined}
        aria-label={label}
        title={label}
        aria-expanded={expanded}
        variant="subtle"
        color="gray"
        onClick={() => setExpandedIds((ids) => (expanded ? ids.filter((other) => other !== id) : [...ids, id]))}
      >
        <IconChevronDown
          aria-hidden
          size={20}
          style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
        />
      </ActionIcon>
    );
  };

  let shown = columns.map(laidOut);
  if (widest) {
    const moreClass = BELOW[widest];
    if (withActions) {
      shown = shown.map((column, index) =>
        index === shown.length - 1
          ? {
              ...column,
              render: (record: T, rowIndex: number) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {column.render?.(record, rowIndex)}
                  {moreButton(record)}
                </Group>
              ),
            }
          : column,
      );
    } else {
      shown.push({
        accessor: '__more',
        title: <VisuallyHidden>{t('common.table.moreData')}</VisuallyHidden>,
        textAlign: 'right',
        noWrap: true,
        titleClassName: moreClass,
        cellsClassName: moreClass,
        footerClassName: moreClass,
        render: moreButton,
      });
    }
  }

  const common = {
    withTableBorder: true,
    borderRadius: 'md',
    striped: true,
    highlightOnHover: true,
    idAccessor,
    records: own.records,
    ...own.tableProps,
    columns: shown,
    pinLastColumn: withActions || Boolean(widest),
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
    rowExpansion: widest
      ? {
          trigger: 'never' as const,
          allowMultiple: true,
          expanded: { recordIds: expandedIds, onRecordIdsChange: setExpandedIds },
          content: ({ record, index }: { record: T; index: number }) => (
            <FieldList
              className={BELOW[widest]}
              p="sm"
              verticalSpacing="xs"
              items={optional.map((column) => ({
                name: column.accessor as string,
                label: column.title,
                value: cellContent(column, record, index),
                // Once the table is wide enough for the column, its value is in the row itself.
                className: BELOW[column.visibleFrom!],
              }))}
            />
          ),
        }
      : undefined,
  };

  const table = pending ? (
    <Box mih={minHeight ?? 150} />
  ) : (
    <div className={classes.container}>
      {/* The props are mantine-datatable's own, less what this wrapper decides: the union of its paging,
          sorting and selection variants survives the spread, which TypeScript cannot follow. */}
      <MantineDataTable<T> {...({ ...common, ...props } as MantineDataTableProps<T>)} />
    </div>
  );
  if (!exportAs && !searchable) return table;
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
        {exportAs ? (
          <TableExportButtons<T> options={exportAs} columns={exportColumns(columns)} records={allRecords ?? own.allRecords ?? []} />
        ) : null}
      </Group>
      {table}
    </Stack>
  );
}

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
