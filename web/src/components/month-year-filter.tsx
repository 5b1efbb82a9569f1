import { useMemo } from 'react';
import { Group, NativeSelect } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { filterYears, monthNames, readMonthFilter, type MonthFilter } from '../lib/month-filter';

/**
 * The month and year of a list kept in the URL (`?month=&year=`), so back and forward move between
 * months; anything missing or out of range is the current month in the workshop's zone.
 */
export function useMonthFilterParams(): [MonthFilter, (next: Partial<MonthFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = readMonthFilter(params);
  const change = (next: Partial<MonthFilter>) => {
    const value = { ...filter, ...next };
    setParams({ month: String(value.month), year: String(value.year) });
  };
  return [filter, change];
}

export interface MonthYearFilterProps {
  value: MonthFilter;
  onChange: (next: Partial<MonthFilter>) => void;
  /** The group's accessible name ("Filtro"). */
  label: string;
  monthLabel: string;
  yearLabel: string;
}

/** Two selects, month (Enero … Diciembre) and year (2018 to this one), that filter a list. */
export function MonthYearFilter({ value, onChange, label, monthLabel, yearLabel }: MonthYearFilterProps) {
  const monthOptions = useMemo(() => monthNames().map((name, index) => ({ value: String(index + 1), label: name })), []);
  const yearOptions = useMemo(() => filterYears().map(String), []);
  return (
    <Group gap="md" align="flex-end" role="group" aria-label={label}>
      <NativeSelect
        label={monthLabel}
        data={monthOptions}
        value={String(value.month)}
        onChange={(event) => onChange({ month: Number(event.currentTarget.value) })}
        w={180}
      />
      <NativeSelect
        label={yearLabel}
        data={yearOptions}
        value={String(value.year)}
        onChange={(event) => onChange({ year: Number(event.currentTarget.value) })}
        w={130}
      />
    </Group>
  );
}
