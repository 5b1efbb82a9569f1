import '@mantine/dates/styles.css';
import { useMemo } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatesProvider, DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  fromDisplayWallTime,
  intervalInputSchema,
  intervalInputWithin,
  nowInDisplayZone,
  toDisplayWallTime,
} from '@tintero/domain';
import { FormActions } from '../../components/form-actions';
import { QuantityField } from '../../components/number-fields';
import { useEditForm } from '../../lib/form-kit';
import { domainResolver } from '../../lib/form-values';
import type { WorkInterval } from './api';

/** The pickers hold the workshop's wall-clock time (`YYYY-MM-DD HH:mm:ss` in APP_TIME_ZONE). */
interface IntervalFormValues {
  start_time: string | null;
  end_time: string | null;
  quantity_produced: number | null;
}

const toValues = (interval?: WorkInterval): IntervalFormValues => ({
  start_time: interval ? toDisplayWallTime(interval.start_time) : null,
  end_time: interval?.end_time ? toDisplayWallTime(interval.end_time) : null,
  quantity_produced: interval?.quantity_produced ?? null,
});

const instant = (wall: string | null | undefined) => (wall ? fromDisplayWallTime(wall) : undefined);

/** The body: the pickers' times as instants with their offset. */
const payloadOf = (changes: Partial<IntervalFormValues>): Record<string, unknown> => ({
  ...(changes.start_time !== undefined ? { start_time: instant(changes.start_time) } : {}),
  ...(changes.end_time !== undefined ? { end_time: instant(changes.end_time) } : {}),
  ...(changes.quantity_produced !== undefined ? { quantity_produced: changes.quantity_produced ?? undefined } : {}),
});

/**
 * The domain schema the server uses: start and end required, the end after the start, a quantity
 * ≥ 0 when given and, when the server's MAX_INTERVAL_HOURS is known, no longer than it (unless an
 * edit leaves the times as they were, as the server allows).
 */
const resolverFor = (maxHours: number | undefined, interval: WorkInterval | undefined) =>
  domainResolver<IntervalFormValues>(maxHours === undefined ? intervalInputSchema : intervalInputWithin(maxHours, interval), {
    input: (values) => ({
      start_time: instant(values.start_time),
      end_time: instant(values.end_time),
      quantity_produced: values.quantity_produced ?? undefined,
    }),
    requiredWhenEmpty: ['start_time', 'end_time'],
  });

/** Spec part 2 §9: a 12-hour clock with AM/PM, Spanish locale; nothing after now. */
function TimestampPicker({
  control,
  name,
  ...props
}: { control: Control<IntervalFormValues>; name: 'start_time' | 'end_time' } & DateTimePickerProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateTimePicker
          {...props}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
          size="md"
          valueFormat="DD/MM/YYYY hh:mm A"
          // Work is never logged ahead of now (the server refuses it): up to this minute, not just this day.
          maxDate={nowInDisplayZone().format('YYYY-MM-DD HH:mm:ss')}
          clearable
        />
      )}
    />
  );
}

export interface IntervalFormProps {
  /** Absent: a new interval. */
  interval?: WorkInterval;
  onSave: (data: Record<string, unknown>) => Promise<unknown>;
  onSaved: () => void;
  /** Leaves an edit for a new interval. */
  onCancel?: () => void;
  /** MAX_INTERVAL_HOURS (`GET /about`); unknown, the server alone judges the length. */
  maxHours?: number;
}

/**
 * One interval in the editor (spec part 2 §2 "Operator activity report"): start and end date-time
 * pickers and, optionally, the quantity produced in it. The server recomputes its minutes and
 * value, and the activity's and the order's times and costs. The form says how long an interval
 * may last and checks it before sending; what only the server knows (the activity's creation, the
 * worker's other intervals) comes back as a 422 on its field.
 */
export function IntervalForm({ interval, onSave, onSaved, onCancel, maxHours }: IntervalFormProps) {
  const { t } = useTranslation();
  const initial = useMemo(() => toValues(interval), [interval]);
  const resolver = useMemo(() => resolverFor(maxHours, interval), [maxHours, interval]);
  const { form, formProps, errorOf } = useEditForm({
    initial,
    isNew: !interval,
    resolver,
    send: onSave,
    toPayload: payloadOf,
    messages: {
      failed: t(`interval.messages.error.${interval ? 'updating' : 'creating'}`),
      saved: t(`interval.messages.success.${interval ? 'updated' : 'created'}`),
    },
    onSaved: () => {
      if (!interval) form.reset(initial);
      onSaved();
    },
    autoFocus: false,
  });
  const { control } = form;
  const picker = (name: 'start_time' | 'end_time') => ({
    control,
    name,
    label: t(`interval.fields.${name}`),
    required: true,
    error: errorOf(name),
    timePickerProps: {
      format: '12h' as const,
      hoursInputLabel: t('interval.picker.hours'),
      minutesInputLabel: t('interval.picker.minutes'),
      amPmInputLabel: t('interval.picker.amPm'),
    },
    submitButtonProps: { 'aria-label': t('interval.picker.done') },
  });
  const title = interval ? t('interval.titles.edit', { start: formatDateTime(interval.start_time) }) : t('interval.titles.new');
  return (
    <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
      <form {...formProps} aria-label={title}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TimestampPicker {...picker('start_time')} />
            <TimestampPicker {...picker('end_time')} />
            <QuantityField
              control={control}
              name="quantity_produced"
              label={t('interval.fields.quantity_produced')}
              inputMode="decimal"
              error={errorOf('quantity_produced')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {maxHours === undefined ? t('interval.limits.noHours') : t('interval.limits.hours', { count: maxHours })}
          </Text>
          <FormActions
            submitLabel={t(interval ? 'interval.actions.update' : 'interval.actions.register')}
            submitting={form.formState.isSubmitting}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </DatesProvider>
  );
}
