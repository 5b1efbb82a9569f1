import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, MultiSelect, Paper, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REPORT_RANGE_MONTHS, type ActivityStatus, type ReportKind } from '@tintero/domain';
import { ALL_STATES, rangeErrors, type RangeErrors } from './report-url';

export interface ReportFilterValues {
  from_date: string;
  to_date: string;
  states: ActivityStatus[];
  /** Only where the report offers a choice of operators. */
  operatorIds?: number[];
}

export interface OperatorOption {
  id: number;
  name: string;
}

export interface ReportFiltersProps {
  kind: ReportKind;
  /** What the URL asks for; a range it brings that the report refuses shows marked from the start. */
  initial: ReportFilterValues;
  /** Given, the operators multi-select shows. */
  operators?: readonly OperatorOption[];
  loading?: boolean;
  onSearch: (values: ReportFilterValues) => void;
}

interface Errors extends RangeErrors {
  operators?: string;
  states?: string;
}

/**
 * The filters of both labour reports (spec part 2 §2, §5): from and to dates, the operators (operator
 * report), status checkboxes and the search button. Nothing is searched while a field is marked:
 * both dates required, the to date not before the from date nor past the report's months (the
 * range warning, on the to date), at least one operator and one status.
 */
export function ReportFilters({ kind, initial, operators, loading, onSearch }: ReportFiltersProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(initial.from_date);
  const [to, setTo] = useState(initial.to_date);
  const [states, setStates] = useState<ActivityStatus[]>(initial.states);
  const [operatorIds, setOperatorIds] = useState<number[]>(initial.operatorIds ?? []);
  const [errors, setErrors] = useState<Errors>(() => rangeErrors(kind, initial));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = rangeErrors(kind, { from_date: from, to_date: to });
    if (states.length === 0) next.states = t('reports.filters.noStates');
    if (operators && operatorIds.length === 0) next.operators = t('reports.filters.noOperators');
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    onSearch({ from_date: from, to_date: to, states, ...(operators ? { operatorIds } : {}) });
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate aria-label={t('reports.filters.label')}>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          type="date"
          label={t('reports.filters.from_date')}
          required
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
          error={errors.from_date}
          w={180}
        />
        <TextInput
          type="date"
          label={t('reports.filters.to_date')}
          description={t('reports.filters.rangeHint', { count: REPORT_RANGE_MONTHS[kind] })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={errors.to_date}
          w={220}
        />
        {operators ? (
          <MultiSelect
            label={t('reports.filters.operators')}
            required
            searchable
            clearable
            hidePickedOptions
            data={operators.map((operator) => ({ value: String(operator.id), label: operator.name }))}
            value={operatorIds.map(String)}
            onChange={(ids) => setOperatorIds(ids.map(Number))}
            onKeyDown={(event) => {
              // Enter picks an operator; it never submits the search.
              if (event.key === 'Enter') event.preventDefault();
            }}
            comboboxProps={{ hideDetached: false }}
            nothingFoundMessage={t('reports.filters.noMoreOperators')}
            error={errors.operators}
            style={{ flex: '1 1 320px' }}
          />
        ) : null}
        <Checkbox.Group
          label={t('reports.filters.states')}
          required
          value={states}
          onChange={(values) => setStates(ALL_STATES.filter((state) => values.includes(state)))}
          error={errors.states}
        >
          <Group gap="md" mt={10}>
            {ALL_STATES.map((state) => (
              <Checkbox key={state} value={state} label={t(`status.${state}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Button type="submit" loading={loading} mt={{ base: 0, xs: 25 }} leftSection={<IconSearch size={18} aria-hidden />}>
          {t('reports.actions.search')}
        </Button>
      </Group>
    </Paper>
  );
}
