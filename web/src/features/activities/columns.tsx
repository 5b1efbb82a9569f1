import { useMemo, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatCurrency,
  formatDuration,
  isBelowPlanned,
  sumMoney,
  timeOverrunColor,
  type ActivityColumn,
  type DisplayFormat,
} from '@tintero/domain';
import type { ColumnKind } from '../../components/data-table';
import { displayValue, formatMinutes, sortValue } from '../../components/activity-display';
import type { ActivityRecord, Catalogues, Definition } from './types';

/** One list column ready to draw: registry data plus how to render a cell and its footer total. */
export interface ColumnView {
  name: string;
  title: string;
  align: 'left' | 'right' | 'center';
  /** Figures, dates and badges stay on one line; free text wraps. */
  noWrap: boolean;
  /** How the on-screen table lays the column out. */
  kind: ColumnKind;
  render: (record: ActivityRecord) => ReactNode;
  sortKey: (record: ActivityRecord) => string | number;
  footer?: (records: readonly ActivityRecord[]) => ReactNode;
}

const RIGHT_FORMATS = new Set(['id', 'number', 'duration', 'minutes', 'money']);
const TEXT_FORMATS = new Set(['text', 'catalogue', 'choice']);

const KIND_OF_FORMAT: Record<DisplayFormat, ColumnKind> = {
  id: 'id',
  text: 'text',
  number: 'quantity',
  boolean: 'status',
  choice: 'text',
  catalogue: 'text',
  date: 'date',
  datetime: 'dateTime',
  status: 'status',
  duration: 'duration',
  minutes: 'duration',
  money: 'money',
};

/** Free text that may run to hundreds of characters: a few lines in the table, the rest on request. */
const LONG_TEXT = new Set(['observation', 'description']);

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Σ estimated seconds and Σ worked minutes of some records. */
export function activityTotals(records: readonly ActivityRecord[]) {
  return {
    estimated: records.reduce((total, record) => total + num(record.total_estimated_production_time), 0),
    spent: records.reduce((total, record) => total + num(record.time_spent), 0),
    value: sumMoney(records.map((record) => record.value ?? 0)),
  };
}

/**
 * Total time spent is red when it exceeds the total estimate, with no tolerance on lists (spec
 * part 2 §2, DESIGN §7.8).
 */
export const totalTimeOverrun = (records: readonly ActivityRecord[]) => {
  const { estimated, spent } = activityTotals(records);
  return timeOverrunColor(estimated, spent, 0) === 'red';
};

/**
 * The columns of a type's list, from its registry definition (spec part 2 §2): each cell by its
 * display format, quantity produced red when below the planned quantity, footer totals of
 * estimated time, time spent (red past the estimate) and labour value. Money columns are left out
 * for people who may not see money.
 */
export function useActivityColumns(definition: Definition, catalogues: Catalogues, options: { showMoney: boolean }): ColumnView[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const context = { t, catalogues };
    return definition.columns
      .filter((column) => options.showMoney || !column.money)
      .map((column: ActivityColumn): ColumnView => {
        const view: ColumnView = {
          name: column.name,
          title: t(column.labelKey),
          align: RIGHT_FORMATS.has(column.format) ? 'right' : column.format === 'status' || column.format === 'boolean' ? 'center' : 'left',
          noWrap: !TEXT_FORMATS.has(column.format),
          kind: LONG_TEXT.has(column.name) ? 'longText' : KIND_OF_FORMAT[column.format],
          render: (record) => displayValue(column, record[column.name], context),
          sortKey: (record) => sortValue(column, record[column.name], context),
        };
        if (column.highlight === 'below_planned') {
          view.render = (record) => {
            const below = isBelowPlanned(definition, record);
            return (
              <Text span inherit c={below ? 'red' : undefined} fw={below ? 700 : undefined} data-below-planned={below}>
                {displayValue(column, record[column.name], context)}
              </Text>
            );
          };
        }
        if (column.footer === 'sum') {
          view.footer = (records) => {
            const totals = activityTotals(records);
            if (column.name === 'total_estimated_production_time') return formatDuration(totals.estimated);
            if (column.name === 'value') return formatCurrency(totals.value);
            if (column.name === 'time_spent') {
              const overrun = totalTimeOverrun(records);
              return (
                <Text span inherit c={overrun ? 'red' : undefined} data-overrun={overrun}>
                  {formatMinutes(totals.spent)}
                </Text>
              );
            }
            return null;
          };
        }
        return view;
      });
  }, [definition, catalogues, options.showMoney, t]);
}
