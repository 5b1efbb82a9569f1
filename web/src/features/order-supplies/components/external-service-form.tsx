import { useMemo } from 'react';
import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  EXTERNAL_SERVICE_OBSERVATION_MAX,
  EXTERNAL_SERVICE_TEXT_MAX,
  externalServiceCreateSchema,
  externalServiceUpdateSchema,
  isNotBeforeToday,
  supplyMessages,
} from '@tintero/domain';
import { FormActions } from '../../../components/form-actions';
import { CurrencyField } from '../../../components/number-fields';
import { TimeInput } from '../../../components/time-input';
import { fieldsNamed, sendChanges } from '../../../lib/form-submit';
import type { ExternalService } from '../types';

export interface ExternalServiceFormValues {
  kind: string;
  provider: string;
  value: number | null;
  due_date: string;
  total_estimated_production_time: number;
  observation: string;
}

type FieldName = keyof ExternalServiceFormValues;
const FIELD_NAMES: readonly FieldName[] = ['kind', 'provider', 'value', 'due_date', 'total_estimated_production_time', 'observation'];

const toValues = (service?: ExternalService): ExternalServiceFormValues => ({
  kind: service?.kind ?? '',
  provider: service?.provider ?? '',
  value: service?.value ?? null,
  due_date: service?.due_date ?? '',
  total_estimated_production_time: service?.total_estimated_production_time ?? 0,
  observation: service?.observation ?? '',
});

/** The browser's today (YYYY-MM-DD); the server checks against the workshop's. */
export const todayText = () => dayjs().format('YYYY-MM-DD');

/**
 * The domain schemas the server uses. A new service's due date may not be before today; an
 * existing one's only when it changes (an old service can still be corrected).
 */
function resolverFor(service: ExternalService | undefined): Resolver<ExternalServiceFormValues> {
  return async (values) => {
    const today = todayText();
    const result = service ? externalServiceUpdateSchema.safeParse(values) : externalServiceCreateSchema(today).safeParse(values);
    const errors: Record<string, { type: string; message: string }> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
      }
    }
    if (service && values.due_date && values.due_date !== (service.due_date ?? '') && !isNotBeforeToday(values.due_date, today)) {
      errors.due_date ??= { type: 'custom', message: supplyMessages.dueDateBeforeToday };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

const normalized = (key: FieldName, value: unknown) => {
  if (value === null || value === undefined) return key === 'total_estimated_production_time' ? 0 : '';
  return typeof value === 'string' ? value.trim() : value;
};

/** The fields of an update that differ from the record. */
export function changedFields(values: ExternalServiceFormValues, service: ExternalService): Partial<ExternalServiceFormValues> {
  const changes: Record<string, unknown> = {};
  for (const key of FIELD_NAMES) {
    const before = normalized(key, service[key]);
    const after = normalized(key, values[key]);
    if (typeof before === 'number' || typeof after === 'number' ? Number(before) !== Number(after) : before !== after) {
      changes[key] = values[key];
    }
  }
  return changes as Partial<ExternalServiceFormValues>;
}

export interface ExternalServiceFormProps {
  service?: ExternalService;
  /** Sends the service; rejects with the API error so 422 field errors land on their inputs. */
  onSave: (data: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The external service form of the modal (spec part 2 §3): kind and provider (required, max 300),
 * value (required), due date (not before today), estimated time (hours, minutes, seconds) and
 * observation (max 1024). Register when new, update when existing; nothing changed says so.
 */
export function ExternalServiceForm({ service, onSave, onCancel }: ExternalServiceFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => resolverFor(service), [service]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ExternalServiceFormValues>({ resolver, defaultValues: toValues(service), mode: 'onTouched' });

  const save = handleSubmit(async (values) => {
    const data = service ? changedFields(values, service) : values;
    await sendChanges({
      data,
      unchanged: service !== undefined && Object.keys(data).length === 0,
      noChangesMessage: t('externalService.messages.warning.noChanges'),
      send: onSave,
      fieldFor: fieldsNamed(FIELD_NAMES),
      setError,
      fallbackMessage: t(`externalService.messages.error.${service ? 'updating' : 'creating'}`),
    });
  });

  const err = (name: FieldName) => errors[name]?.message;

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={service ? t('externalService.titles.edit', { id: service.id }) : t('externalService.titles.new')}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('externalService.fields.kind')}
            maxLength={EXTERNAL_SERVICE_TEXT_MAX}
            required
            data-autofocus
            error={err('kind')}
            {...register('kind')}
          />
          <TextInput
            label={t('externalService.fields.provider')}
            maxLength={EXTERNAL_SERVICE_TEXT_MAX}
            required
            error={err('provider')}
            {...register('provider')}
          />
          <CurrencyField control={control} name="value" label={t('externalService.fields.value')} required error={err('value')} />
          <TextInput
            type="date"
            label={t('externalService.fields.due_date')}
            min={todayText()}
            error={err('due_date')}
            {...register('due_date')}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="total_estimated_production_time"
          render={({ field }) => (
            <TimeInput
              label={t('externalService.fields.total_estimated_production_time')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={err('total_estimated_production_time')}
            />
          )}
        />
        <Textarea
          label={t('externalService.fields.observation')}
          maxLength={EXTERNAL_SERVICE_OBSERVATION_MAX}
          rows={3}
          error={err('observation')}
          {...register('observation')}
        />
        <FormActions
          submitLabel={t(service ? 'externalService.actions.update' : 'externalService.actions.register')}
          submitting={isSubmitting}
        >
          <Button variant="default" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
