import { useTranslation } from 'react-i18next';
import { ledgerRangeError, messages } from '@tintero/domain';
import type { FilterErrors } from '../../../lib/filter-form';

export interface DateRangeValue {
  from_date: string;
  to_date: string;
}

/**
 * What keeps a range from being searched: required dates left empty, a to date before the from
 * date, or one more than `maxDays` after it (the kardex and the history: LEDGER_RANGE_MAX_DAYS).
 */
export function dateRangeErrors(range: DateRangeValue, maxDays = Infinity): FilterErrors {
  const errors: FilterErrors = {};
  if (!range.from_date) errors.from_date = messages.required;
  if (!range.to_date) errors.to_date = messages.required;
  const rangeError = range.from_date && range.to_date ? ledgerRangeError(range.from_date, range.to_date, maxDays) : undefined;
  if (rangeError) errors.to_date = rangeError;
  return errors;
}

/** The kardex's date fields' texts and widths (components/date-range-fields). */
export function useLedgerRangeFields() {
  const { t } = useTranslation();
  return {
    labels: { from_date: t('kardex.fields.from_date'), to_date: t('kardex.fields.to_date') },
    widths: { from_date: 190, to_date: 190 },
    required: true,
  };
}
