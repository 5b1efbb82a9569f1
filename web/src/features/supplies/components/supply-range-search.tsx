import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SupplyAutocomplete, type SupplyChoice } from '../../../components/supply-autocomplete';
import { DateRangeFilter, type DateRangeValue } from './date-range-filter';

/** Both dates, and the supply when one was chosen (none: every supply). */
export type SupplyRangeFilter = DateRangeValue & { supply_id?: number };

export interface SupplyRangeSearchProps {
  /** The filter last searched, `null` before the first search. */
  current: SupplyRangeFilter | null;
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
export function SupplyRangeSearch({ current, loading, onSearch, onRepeat, onClear, maxDays }: SupplyRangeSearchProps) {
  const { t } = useTranslation();
  const [supply, setSupply] = useState<SupplyChoice | null>(null);
  return (
    <DateRangeFilter
      required
      {...(maxDays ? { maxDays } : {})}
      loading={loading}
      onSearch={(range) => {
        const next = { ...range, ...(supply ? { supply_id: supply.id } : {}) };
        if (JSON.stringify(next) === JSON.stringify(current)) onRepeat();
        onSearch(next);
      }}
      onClear={
        onClear &&
        (() => {
          setSupply(null);
          onClear();
        })
      }
    >
      <div style={{ flex: '1 1 260px', maxWidth: 380 }}>
        <SupplyAutocomplete label={t('kardex.fields.supply')} value={supply} onChange={setSupply} />
      </div>
    </DateRangeFilter>
  );
}
