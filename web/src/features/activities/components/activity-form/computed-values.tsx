import { useTranslation } from 'react-i18next';
import { activityQuantity, formatCurrency, formatDuration, thirdPartyUnitValue, totalEstimatedProductionTime } from '@tintero/domain';
import { ComputedField } from '../../../../components/computed-field';
import { formatQuantity } from '../../../../components/activity-display';
import type { Definition } from '../../types';
import type { ActivityFormValues } from './values';

/** Computed from other fields (pre-cut: sheets × pieces per sheet; impression: good sheets + leftovers). */
export function ComputedQuantity({
  definition,
  values,
  name,
  label,
  error,
}: {
  definition: Definition;
  values: ActivityFormValues;
  name: string;
  label: string;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <ComputedField
      label={label}
      description={t('activity.form.computedQuantity')}
      value={formatQuantity(activityQuantity(definition, values))}
      error={error}
      data-computed={name}
    />
  );
}

/** Read-only values computed from the inputs, after them: a third party's unit value, the total estimated time. */
export function ComputedValues({ definition, values }: { definition: Definition; values: ActivityFormValues }) {
  const { t } = useTranslation();
  const third = values.was_made_by_third === true;
  return (
    <>
      {definition.thirdPartyUnitValue && third ? (
        <ComputedField
          label={t('activity.form.unitValue')}
          description={t('activity.form.unitValueHint')}
          value={formatCurrency(
            thirdPartyUnitValue(typeof values.value === 'number' ? values.value : null, activityQuantity(definition, values)),
          )}
          data-computed="unit_value"
        />
      ) : null}
      <ComputedField
        label={t('activity.form.totalEstimated')}
        description={t('activity.form.totalEstimatedHint')}
        value={formatDuration(totalEstimatedProductionTime(definition, values))}
        data-computed="total_estimated_production_time"
      />
    </>
  );
}
