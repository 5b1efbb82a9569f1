import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { compareNames, formatCurrency, formatDate, formatDateTime, formatDuration, type DisplayFormat } from '@tintero/domain';
import { StatusBadge } from './status-badge';
import type { Catalogues } from '../lib/catalogue';

/** What a column or a card entry says about how to show its value (registry `columns` and `card.fields`). */
export interface DisplaySpec {
  name: string;
  format: DisplayFormat;
  list?: string;
  optionLabelKeyPrefix?: string;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Quantities as the workshop reads them: comma decimals, no grouping (they are counts). */
export function formatQuantity(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return isEmpty(value) ? '' : String(value);
  return String(value).replace('.', ',');
}

/** Worked time is minutes (possibly with decimals); it shows as HH:MM:SS like the estimates. */
export const formatMinutes = (minutes: unknown) => formatDuration(typeof minutes === 'number' ? minutes * 60 : 0);

/** One value of a record as text or a badge, by its display format (registry-driven). */
export function displayValue(spec: DisplaySpec, value: unknown, context: { t: TFunction; catalogues?: Catalogues }): ReactNode {
  const { t } = context;
  switch (spec.format) {
    case 'status':
      // Never cut to an ellipsis by a narrow column.
      return <StatusBadge status={typeof value === 'string' && value ? value : 'pending'} miw="max-content" />;
    case 'duration':
      return formatDuration(typeof value === 'number' ? value : 0);
    case 'minutes':
      return formatMinutes(value);
    case 'money':
      return formatCurrency(typeof value === 'number' || typeof value === 'string' ? value : null);
    case 'boolean':
      return isEmpty(value) ? '' : value ? t('common.yes') : t('common.no');
    case 'date':
      return formatDate(typeof value === 'string' ? value : null);
    case 'datetime':
      return formatDateTime(typeof value === 'string' ? value : null);
    case 'number':
      return formatQuantity(value);
    case 'choice':
      return isEmpty(value) ? '' : t(`${spec.optionLabelKeyPrefix}.${String(value)}`, { defaultValue: String(value) });
    case 'catalogue': {
      if (isEmpty(value)) return '';
      const item = spec.list ? context.catalogues?.[spec.list]?.find((entry) => entry.key === value) : undefined;
      return item?.value ?? String(value);
    }
    default:
      return isEmpty(value) ? '' : String(value);
  }
}

/** The raw value a column sorts by: catalogue and choice columns sort by what they show. */
export function sortValue(spec: DisplaySpec, value: unknown, context: { t: TFunction; catalogues?: Catalogues }): string | number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (isEmpty(value)) return '';
  if (spec.format === 'choice' || spec.format === 'catalogue') return String(displayValue(spec, value, context));
  return String(value);
}

/**
 * Ascending order for mixed values: empty first, numbers numerically, text in Spanish natural
 * order ("Máquina 2" before "Máquina 10", the domain's `compareNames`).
 */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return -1;
  if (b === null || b === undefined || b === '') return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareNames(String(a), String(b));
}
