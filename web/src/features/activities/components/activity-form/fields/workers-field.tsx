import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorAlert } from '../../../../../lib/screen-hooks';
import { useWorkerOptions } from '../../../api';
import { WorkersSelect } from '../../workers-select';
import type { ActivityFormValues } from '../values';
import { useActivityFormScope, type FieldProps } from '../scope';

/** The operators who work on the activity; the form holds their ids. */
export function WorkersField({ entry, label, error }: FieldProps<'workers'>) {
  const { t } = useTranslation();
  const { definition, record, readOnly } = useActivityFormScope();
  const workers = useWorkerOptions(definition, record?.id ?? null, { enabled: !readOnly });
  useErrorAlert(workers.error, t('activity.messages.error.workers'));
  const {
    field: { value, onChange, onBlur },
  } = useController<ActivityFormValues>({ name: entry.name });
  return (
    <WorkersSelect
      label={label}
      description={t('activity.form.workersHint')}
      error={error}
      value={Array.isArray(value) ? (value as number[]) : []}
      options={workers.data ?? record?.users}
      loading={workers.isLoading}
      onChange={onChange}
      onBlur={onBlur}
      disabled={readOnly}
    />
  );
}
