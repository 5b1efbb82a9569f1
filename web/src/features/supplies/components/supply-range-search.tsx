import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FilterForm } from '../../../components/filter-form';
import { SupplyAutocomplete, type SupplyChoice } from '../../../components/supply-autocomplete';
import { useFilterForm } from '../../../lib/filter-form';
import { useSupply } from '../api';
import { DateRangeFields } from '../../../components/date-range-fields';
import { urlDay } from '../../../lib/paged-list';
import { dateRangeErrors, useLedgerRangeFields, type DateRangeValue } from './date-range';

/** Both dates, and the supply when one was chosen (none: every supply). */
export type SupplyRangeFilter = DateRangeValue & { supply_id?: number | undefined };

/** The search's filters as the URL holds them (the supplies history's `usePagedList`). */
export const supplyRangeShape = {
  from_date: urlDay,
  to_date: urlDay,
  supply_id: z.coerce.number().int().positive().max(999_999_999).optional(),
};

export const NO_SUPPLY_RANGE: SupplyRangeFilter = { from_date: '', to_date: '' };

export interface SupplyRangeSearchProps {
  /** The filter the screen shows (nothing searched yet: NO_SUPPLY_RANGE). */
  applied: SupplyRangeFilter;
  loading: boolean;
  onSearch: (filter: SupplyRangeFilter) => void;
  /** The same search again: the screen asks the server again (stock may have moved since). */
  onRepeat: () => void;
  /** Given, a clear button empties the dates and the supply, and the screen drops its results. */
  onClear?: () => void;
  /** The widest range allowed, in days (the history: LEDGER_RANGE_MAX_DAYS). */
  maxDays?: number;
}

/** The search of the supplies history and the consolidated kardex: two required dates and a supply. */
export function SupplyRangeSearch({ applied, loading, onSearch, onRepeat, onClear, maxDays }: SupplyRangeSearchProps) {
  const { t } = useTranslation();
  const ledgerFields = useLedgerRangeFields();
  const form = useFilterForm<SupplyRangeFilter>({
    applied,
    validate: (values) => dateRangeErrors(values, maxDays),
    onSearch,
    onRepeat,
    ...(onClear ? { clearTo: { values: NO_SUPPLY_RANGE, onClear } } : {}),
  });
  // The supply picked here shows by its name; one the URL names is asked for by its id.
  const [picked, setPicked] = useState<SupplyChoice | null>(null);
  const supplyId = form.values.supply_id;
  const named = useSupply(supplyId, { enabled: supplyId !== undefined && picked?.id !== supplyId });
  const supply = supplyId === undefined ? null : picked?.id === supplyId ? picked : (named.data ?? null);
  return (
    <FilterForm
      label={t('kardex.filters.label')}
      onSubmit={form.onSubmit}
      submitLabel={t('kardex.actions.search')}
      loading={loading}
      onClear={form.onClear}
      clearLabel={t('kardex.actions.clear')}
    >
      <DateRangeFields {...ledgerFields} values={form.values} errors={form.errors} onChange={form.set} />
      <div style={{ flex: '1 1 260px', maxWidth: 380 }}>
        <SupplyAutocomplete
          label={t('kardex.fields.supply')}
          value={supply}
          onChange={(choice) => {
            setPicked(choice);
            form.set('supply_id', choice?.id);
          }}
        />
      </div>
    </FilterForm>
  );
}
