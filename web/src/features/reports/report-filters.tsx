import { Checkbox, Group, MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_RANGE_MONTHS, type ActivityStatus, type ReportKind } from '@tintero/domain';
import { DateRangeFields } from '../../components/date-range-fields';
import { FilterForm } from '../../components/filter-form';
import { useFilterForm, type FilterErrors } from '../../lib/filter-form';
import { ALL_STATES, rangeErrors } from './report-url';

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
  /** What the URL asks for (the form follows it); a range it brings that the report refuses shows marked from the start. */
  applied: ReportFilterValues;
  /** Given, the operators multi-select shows. */
  operators?: readonly OperatorOption[];
  loading?: boolean;
  onSearch: (values: ReportFilterValues) => void;
  /** The same report asked again: asked of the server again (times move while people work). */
  onRepeat: () => void;
}

/**
 * The filters of both labour reports (spec part 2 §2, §5): from and to dates, the operators (operator
 * report), status checkboxes and the search button. Nothing is searched while a field is marked:
 * both dates required, the to date not before the from date nor past the report's months (the
 * range warning, on the to date), at least one operator and one status.
 */
export function ReportFilters({ kind, applied, operators, loading, onSearch, onRepeat }: ReportFiltersProps) {
  const { t } = useTranslation();
  const validate = (values: ReportFilterValues): FilterErrors => ({
    ...rangeErrors(kind, values),
    ...(values.states.length === 0 ? { states: t('reports.filters.noStates') } : {}),
    ...(operators && (values.operatorIds ?? []).length === 0 ? { operators: t('reports.filters.noOperators') } : {}),
  });
  const form = useFilterForm({ applied, validate, onSearch, onRepeat });
  const { values, errors } = form;

  return (
    <FilterForm label={t('reports.filters.label')} onSubmit={form.onSubmit} submitLabel={t('reports.actions.search')} loading={loading}>
      <DateRangeFields
        values={values}
        errors={errors}
        onChange={form.set}
        labels={{ from_date: t('reports.filters.from_date'), to_date: t('reports.filters.to_date') }}
        widths={{ from_date: 180, to_date: 220 }}
        toDescription={t('reports.filters.rangeHint', { count: REPORT_RANGE_MONTHS[kind] })}
        required
      />
      {operators ? (
        <MultiSelect
          label={t('reports.filters.operators')}
          required
          searchable
          clearable
          hidePickedOptions
          data={operators.map((operator) => ({ value: String(operator.id), label: operator.name }))}
          value={(values.operatorIds ?? []).map(String)}
          onChange={(ids) => form.set('operatorIds', ids.map(Number))}
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
        value={[...values.states]}
        onChange={(checked) =>
          form.set(
            'states',
            ALL_STATES.filter((state) => checked.includes(state)),
          )
        }
        error={errors.states}
      >
        <Group gap="md" mt={10}>
          {ALL_STATES.map((state) => (
            <Checkbox key={state} value={state} label={t(`status.${state}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </FilterForm>
  );
}
