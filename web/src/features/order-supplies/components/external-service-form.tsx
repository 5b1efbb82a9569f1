import { useMemo } from 'react';
import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  externalServiceCreateSchema,
  externalServiceUpdateSchema,
  isNotBeforeToday,
  supplyMessages,
  todayInDisplayZone,
} from '@tintero/domain';
import { FormActions } from '../../../components/form-actions';
import { CurrencyField } from '../../../components/number-fields';
import { TimeInput } from '../../../components/time-input';
import { useEditForm } from '../../../lib/form-kit';
import { domainResolver, textLimits } from '../../../lib/form-values';
import type { ExternalService } from '../types';

export interface ExternalServiceFormValues {
  kind: string;
  provider: string;
  value: number | null;
  due_date: string;
  total_estimated_production_time: number;
  observation: string;
}

const toValues = (service?: ExternalService): ExternalServiceFormValues => ({
  kind: service?.kind ?? '',
  provider: service?.provider ?? '',
  value: service?.value ?? null,
  due_date: service?.due_date ?? '',
  total_estimated_production_time: service?.total_estimated_production_time ?? 0,
  observation: service?.observation ?? '',
});

const LIMITS = textLimits(externalServiceUpdateSchema);

/** The browser's today (YYYY-MM-DD); the server checks against the workshop's. */
/** Today in the workshop's time zone (APP_TIME_ZONE), as the server checks the due date. */
export const todayText = () => todayInDisplayZone();

/**
 * The domain schemas the server uses. A new service's due date may not be before today; an
 * existing one's only when it changes (an old service can still be corrected).
 */
function resolverFor(service: ExternalService | undefined) {
  if (!service)
    return domainResolver<ExternalServiceFormValues>(() => externalServiceCreateSchema(todayText()), { input: (values) => values });
  const changedDueDate = externalServiceUpdateSchema.superRefine(
    (values, ctx) => {
      const dueDate = values.due_date;
      if (typeof dueDate === 'string' && dueDate && dueDate !== (service.due_date ?? '') && !isNotBeforeToday(dueDate, todayText())) {
        ctx.addIssue({ code: 'custom', path: ['due_date'], message: supplyMessages.dueDateBeforeToday });
      }
    },
    // Told together with the other fields' errors.
    { when: () => true },
  );
  return domainResolver<ExternalServiceFormValues>(changedDueDate, { input: (values) => values });
}

export interface ExternalServiceFormProps {
  service?: ExternalService;
  /** Sends the service; rejects with the API error so 422 field errors land on their inputs. */
  onSave: (data: Record<string, unknown>) => Promise<unknown>;
  /** The alert after a successful save. */
  savedText: string;
  /** After a successful save and its alert (the dialog closes). */
  onSaved: () => void | Promise<void>;
  onCancel: () => void;
}

/**
 * The external service form of the modal (spec part 2 §3): kind and provider (required, max 300),
 * value (required), due date (not before today), estimated time (hours, minutes, seconds) and
 * observation (max 1024). Register when new, update when existing; nothing changed says so.
 */
export function ExternalServiceForm({ service, onSave, savedText, onSaved, onCancel }: ExternalServiceFormProps) {
  const { t } = useTranslation();
  const initial = useMemo(() => toValues(service), [service]);
  const resolver = useMemo(() => resolverFor(service), [service]);
  const { form, formProps, errorOf } = useEditForm({
    initial,
    isNew: service === undefined,
    resolver,
    send: onSave,
    messages: {
      failed: t(`externalService.messages.error.${service ? 'updating' : 'creating'}`),
      saved: savedText,
    },
    onSaved,
  });
  const { register, control } = form;

  return (
    <form {...formProps} aria-label={service ? t('externalService.titles.edit', { id: service.id }) : t('externalService.titles.new')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('externalService.fields.kind')}
            maxLength={LIMITS.kind}
            required
            error={errorOf('kind')}
            {...register('kind')}
          />
          <TextInput
            label={t('externalService.fields.provider')}
            maxLength={LIMITS.provider}
            required
            error={errorOf('provider')}
            {...register('provider')}
          />
          <CurrencyField control={control} name="value" label={t('externalService.fields.value')} required error={errorOf('value')} />
          <TextInput
            type="date"
            label={t('externalService.fields.due_date')}
            min={todayText()}
            error={errorOf('due_date')}
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
              error={errorOf('total_estimated_production_time')}
            />
          )}
        />
        <Textarea
          label={t('externalService.fields.observation')}
          maxLength={LIMITS.observation}
          rows={3}
          error={errorOf('observation')}
          {...register('observation')}
        />
        <FormActions
          submitLabel={t(service ? 'externalService.actions.update' : 'externalService.actions.register')}
          submitting={form.formState.isSubmitting}
        >
          <Button variant="default" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
