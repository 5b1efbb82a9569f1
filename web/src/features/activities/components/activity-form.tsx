import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Alert, Box, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconPlayerStop } from '@tabler/icons-react';
import { Controller, useForm, useWatch, type ControllerRenderProps, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  activityFormButtons,
  activityInputSchema,
  activityQuantity,
  formatCurrency,
  formatDuration,
  thirdPartyUnitValue,
  totalEstimatedProductionTime,
  type FieldDescriptor,
  type FieldKind,
  type FormFieldEntry,
} from '@tintero/domain';
import { alerts } from '../../../components/alerts-store';
import { CurrencyInput } from '../../../components/currency-input';
import { SupplyAutocomplete } from '../../../components/supply-autocomplete';
import { TimeInput } from '../../../components/time-input';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { reportSaveError } from '../../../lib/form-submit';
import { useCatalogue, useFinishActivity, useMachines, useSaveActivity, useWorkerOptions } from '../api';
import { formatQuantity } from '../display';
import { asNumber, hasEdits, toFormValues, type ActivityFormValues } from '../form-values';
import type { ActivityRecord, Definition } from '../types';
import { WorkersSelect } from './workers-select';

export interface ActivityFormProps {
  definition: Definition;
  /** The record handed from the list; null for a new one. */
  record: ActivityRecord | null;
  orderId: number;
  /** After a successful save or finish, with the stored record (the modal closes). */
  onDone: (record: ActivityRecord) => void;
  onCancel: () => void;
  /**
   * The server refused the change because of the record's or the order's state (409: finished,
   * order closed, a worker with recorded time): what is shown is out of date.
   */
  onConflict?: () => void;
  /** Today's date (`YYYY-MM-DD`) for the due-date rule; the browser's by default. */
  today?: string;
}

type FieldInput = ControllerRenderProps<ActivityFormValues, string>;

/** What every field renderer gets: the registry's entry, its descriptor narrowed to its kind, texts. */
interface FieldProps<K extends FieldKind> {
  entry: FormFieldEntry;
  field: Extract<FieldDescriptor, { kind: K }>;
  label: string;
  required: boolean;
  error: string | undefined;
}

/** `supply_id` is answered with `supply_name`. */
const nameFieldOf = (fieldName: string) => fieldName.replace(/_id$/, '_name');

function supplyNamesOf(definition: Definition, record: ActivityRecord | null): Record<string, string> {
  const names: Record<string, string> = {};
  for (const entry of definition.formFields) {
    const name = record?.[nameFieldOf(entry.name)];
    if (entry.field.kind === 'supply' && typeof name === 'string') names[entry.name] = name;
  }
  return names;
}

const isVisible = (entry: FormFieldEntry, third: boolean) =>
  entry.visibleWhen === 'always' || (entry.visibleWhen === 'third_party' ? third : !third);

/** Inputs that take a whole row (long texts, the workers section). */
const isWide = (entry: FormFieldEntry) => (entry.field.kind === 'text' && entry.field.multiline) || entry.field.kind === 'workers';

/**
 * The modal form of any activity type, drawn from its registry definition (spec part 2 §2 "Activity
 * forms"): its `formFields` in order, validated with the domain schema the server uses. Register
 * on new records, Update and Finish by `activityFormButtons`; made by a third party it hides the
 * workers and asks for the labour value and the third's name; pre-cut and impression show their
 * computed quantity; plasticized by a third party its unit value.
 */
export function ActivityForm({ definition, record, orderId, onDone, onCancel, onConflict, today }: ActivityFormProps) {
  const { t } = useTranslation();
  const isNew = record === null;
  const name = t(definition.labelKey);
  const buttons = activityFormButtons(definition, record);
  const readOnly = !buttons.register && !buttons.update;
  const day = today ?? dayjs().format('YYYY-MM-DD');

  const initial = useMemo(() => toFormValues(definition, record, orderId), [definition, record, orderId]);
  const resolver = useMemo(
    () =>
      zodResolver(
        activityInputSchema(definition, { today: day, currentDueDate: record?.due_date ?? null }) as unknown as z.ZodType<
          unknown,
          ActivityFormValues
        >,
      ) as unknown as Resolver<ActivityFormValues>,
    [definition, day, record],
  );

  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ActivityFormValues>({ resolver, defaultValues: initial });
  const values = useWatch({ control }) as ActivityFormValues;
  const third = values.was_made_by_third === true;

  const save = useSaveActivity(definition);
  const finish = useFinishActivity(definition);
  const [confirmingFinish, setConfirmingFinish] = useState(false);
  // Names of the chosen supplies (`supply_id` → the record's `supply_name`, then whatever is picked).
  const [supplyNames, setSupplyNames] = useState<Record<string, string>>(() => supplyNamesOf(definition, record));

  const hasField = (kind: string) => definition.formFields.some((entry) => entry.field.kind === kind);
  const machines = useMachines({ enabled: hasField('machine') });
  const workers = useWorkerOptions(definition, record?.id ?? null, { enabled: hasField('workers') && !readOnly });

  useEffect(() => {
    if (machines.error) alerts.danger(errorMessage(machines.error, t('activity.messages.error.machines')));
  }, [machines.error, t]);
  useEffect(() => {
    if (workers.error) alerts.danger(errorMessage(workers.error, t('activity.messages.error.workers')));
  }, [workers.error, t]);

  const fieldNames = useMemo(() => new Set(definition.formFields.map((entry) => entry.name)), [definition]);

  const submit = handleSubmit(async (parsed) => {
    if (!isNew && !hasEdits(getValues(), initial)) {
      alerts.warning(t('activity.messages.warning.noChanges'));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: record?.id ?? null, data: parsed });
      alerts.success(t(isNew ? 'activity.messages.success.created' : 'activity.messages.success.updated', { name }));
      onDone(saved);
    } catch (error) {
      if (isApiError(error) && error.status === 409) onConflict?.();
      reportSaveError(error, {
        fieldFor: (field) => (fieldNames.has(field) ? field : null),
        setError,
        fallbackMessage: t(isNew ? 'activity.messages.error.creating' : 'activity.messages.error.updating', { name }),
        focusField: true,
      });
    }
  });

  const runFinish = async () => {
    if (!record) return;
    try {
      const finished = await finish.mutateAsync(record.id);
      alerts.success(t('activities.messages.success.finished'));
      onDone(finished);
    } catch (error) {
      setConfirmingFinish(false);
      if (isApiError(error) && error.status === 409) onConflict?.();
      alerts.danger(errorMessage(error, t('activities.messages.error.finishing')));
    }
  };

  const errorOf = (fieldName: string) => {
    const message = errors[fieldName]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  /** Wraps a renderer for inputs react-hook-form cannot register (custom components, checkboxes). */
  const controlled =
    <K extends FieldKind>(render: (input: FieldInput, props: FieldProps<K>) => ReactElement) =>
    (props: FieldProps<K>): ReactNode => (
      <Controller control={control} name={props.entry.name} render={({ field: input }) => render(input, props)} />
    );

  const numberInput = ({ entry, field, label, required, error }: FieldProps<'integer'> | FieldProps<'decimal'>) => (
    <TextInput
      label={label}
      required={required}
      error={error}
      type="number"
      inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
      min={field.min}
      step={field.kind === 'decimal' ? field.step : 1}
      {...register(entry.name, { setValueAs: asNumber })}
    />
  );

  /** One input per field kind: the registry's descriptors say which, so no type has its own form. */
  const renderers: { [K in FieldKind]: (props: FieldProps<K>) => ReactNode } = {
    text: ({ entry, field, label, required, error }) =>
      field.multiline ? (
        <Textarea label={label} size="md" required={required} withAsterisk={false} error={error} rows={3} {...register(entry.name)} />
      ) : (
        <TextInput label={label} required={required} error={error} autoComplete="off" {...register(entry.name)} />
      ),
    integer: numberInput,
    decimal: numberInput,
    date: ({ entry, label, required, error }) => (
      <TextInput label={label} required={required} error={error} type="date" {...register(entry.name)} />
    ),
    boolean: controlled((input, { label, error }) => (
      <Checkbox
        label={label}
        error={error}
        checked={input.value === true}
        onChange={(event) => input.onChange(event.currentTarget.checked)}
        onBlur={input.onBlur}
        name={input.name}
        ref={input.ref}
        mt="lg"
      />
    )),
    choice: controlled((input, { entry, field, label, required, error }) => (
      <NativeSelect
        label={label}
        required={required}
        error={error}
        data={field.options.map((option) => ({
          value: option.key,
          label: t(`activity.types.${definition.type}.options.${entry.name}.${option.key}`, { defaultValue: option.label }),
        }))}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(event) => input.onChange(event.currentTarget.value)}
        onBlur={input.onBlur}
        name={input.name}
        ref={input.ref}
      />
    )),
    catalogue: controlled((input, { field, label, required, error }) => (
      <CatalogueSelect
        list={field.list}
        label={label}
        required={required}
        error={error}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(key) => input.onChange(key === '' ? null : key)}
        onBlur={input.onBlur}
        name={input.name}
      />
    )),
    machine: controlled((input, { label, required, error }) => (
      <NativeSelect
        label={label}
        required={required}
        error={error}
        data={[
          { value: '', label: t('activity.form.noMachine') },
          ...(machines.data ?? []).map((machine) => ({ value: String(machine.id), label: machine.name })),
          // The stored machine shows by name even before the list arrives.
          ...(record?.machine_id && !machines.data?.some((machine) => machine.id === record.machine_id)
            ? [{ value: String(record.machine_id), label: record.machine ?? `#${record.machine_id}` }]
            : []),
        ]}
        value={input.value === null || input.value === undefined ? '' : String(input.value)}
        onChange={(event) => input.onChange(asNumber(event.currentTarget.value))}
        onBlur={input.onBlur}
        name={input.name}
        ref={input.ref}
      />
    )),
    supply: controlled((input, { entry, label, required, error }) => (
      <SupplyAutocomplete
        label={label}
        required={required}
        error={error}
        value={typeof input.value === 'number' ? { id: input.value, name: supplyNames[entry.name] ?? `#${input.value}` } : null}
        onChange={(supply) => {
          if (supply) setSupplyNames((names) => ({ ...names, [entry.name]: supply.name }));
          input.onChange(supply?.id ?? null);
        }}
        onBlur={input.onBlur}
        name={input.name}
        ref={input.ref}
        disabled={readOnly}
      />
    )),
    money: controlled((input, { entry, field, label, required, error }) => (
      <CurrencyInput
        label={label}
        // The labour value is required when a third party does the work (spec part 2 §2).
        required={required || (entry.name === 'value' && third)}
        error={error}
        min={field.min}
        value={typeof input.value === 'number' ? input.value : null}
        onChange={input.onChange}
        onBlur={input.onBlur}
        name={input.name}
        ref={input.ref}
      />
    )),
    duration: controlled((input, { label, error }) => (
      <TimeInput
        label={label}
        error={error}
        value={typeof input.value === 'number' ? input.value : 0}
        onChange={input.onChange}
        onBlur={input.onBlur}
        name={input.name}
        ref={input.ref}
        disabled={readOnly}
      />
    )),
    workers: controlled((input, { label, error }) => (
      <WorkersSelect
        label={label}
        description={t('activity.form.workersHint')}
        error={error}
        value={Array.isArray(input.value) ? (input.value as number[]) : []}
        options={workers.data ?? record?.users}
        loading={workers.isLoading}
        onChange={input.onChange}
        onBlur={input.onBlur}
        disabled={readOnly}
      />
    )),
  };

  const renderField = (entry: FormFieldEntry): ReactNode => {
    const label = t(entry.labelKey);
    const error = errorOf(entry.name);

    if (entry.readOnly) {
      // Computed from other fields (pre-cut: sheets × pieces per sheet; impression: good sheets + leftovers).
      return (
        <TextInput
          label={label}
          description={t('activity.form.computedQuantity')}
          value={formatQuantity(activityQuantity(definition, values))}
          readOnly
          tabIndex={-1}
          error={error}
          data-computed={entry.name}
        />
      );
    }

    const required = entry.field.required || (entry.name === 'machine_id' && definition.machineRequired && !third);
    const render = renderers[entry.field.kind] as (props: FieldProps<FieldKind>) => ReactNode;
    return render({ entry, field: entry.field, label, required, error });
  };

  const visible = definition.formFields.filter((entry) => isVisible(entry, third));
  const totalEstimated = totalEstimatedProductionTime(definition, values);
  // Read-only values computed from the inputs, after them.
  const extras: ReactNode[] = [];
  if (definition.thirdPartyUnitValue && third) {
    const quantity = activityQuantity(definition, values);
    extras.push(
      <TextInput
        key="unit_value"
        label={t('activity.form.unitValue')}
        description={t('activity.form.unitValueHint')}
        value={formatCurrency(thirdPartyUnitValue(typeof values.value === 'number' ? values.value : null, quantity))}
        readOnly
        tabIndex={-1}
        data-computed="unit_value"
      />,
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={name} data-activity-type={definition.type}>
      <Stack gap="md">
        {readOnly ? (
          <Alert color="gray" variant="light">
            {t('activity.form.readOnly')}
          </Alert>
        ) : null}
        <Box component="fieldset" disabled={readOnly} m={0} p={0} style={{ border: 0, minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {visible.map((entry) => (
              <Box key={entry.name} style={isWide(entry) ? { gridColumn: '1 / -1' } : undefined} data-field={entry.name}>
                {renderField(entry)}
              </Box>
            ))}
            {extras}
            <TextInput
              label={t('activity.form.totalEstimated')}
              description={t('activity.form.totalEstimatedHint')}
              value={formatDuration(totalEstimated)}
              readOnly
              tabIndex={-1}
              data-computed="total_estimated_production_time"
            />
          </SimpleGrid>
        </Box>
        {confirmingFinish ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('activity.question.are_you_sure')}
            role="alertdialog"
          >
            <Stack gap="sm">
              <Text size="sm">{t('activity.messages.warning.finishing')}</Text>
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={() => setConfirmingFinish(false)} disabled={finish.isPending}>
                  {t('activity.actions.cancel')}
                </Button>
                <Button
                  color="red"
                  onClick={() => void runFinish()}
                  loading={finish.isPending}
                  leftSection={<IconPlayerStop size={18} aria-hidden />}
                >
                  {t('activity.actions.finish')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {readOnly ? t('activity.actions.close') : t('activity.actions.cancel')}
          </Button>
          {buttons.finish && !confirmingFinish ? (
            <Button color="red" onClick={() => setConfirmingFinish(true)} leftSection={<IconPlayerStop size={18} aria-hidden />}>
              {t('activity.actions.finish')}
            </Button>
          ) : null}
          {buttons.register ? (
            <Button type="submit" loading={isSubmitting}>
              {t('activity.actions.register')}
            </Button>
          ) : null}
          {buttons.update ? (
            <Button type="submit" loading={isSubmitting}>
              {t('activity.actions.update')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** A select of a seeded list's items (`GET /items?list_name=`); the item key is stored. */
function CatalogueSelect({
  list,
  label,
  required,
  error,
  value,
  onChange,
  onBlur,
  name,
}: {
  list: string;
  label: string;
  required: boolean;
  error?: string;
  value: string;
  onChange: (key: string) => void;
  onBlur: () => void;
  name: string;
}) {
  const { t } = useTranslation();
  const items = useCatalogue(list);
  const options = (items.data ?? []).map((item) => ({ value: item.key, label: item.value }));
  // A key stored before the list changed still shows.
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: value });
  return (
    <NativeSelect
      label={label}
      required={required}
      error={error}
      data={[{ value: '', label: t('activity.form.select'), disabled: required }, ...options]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      name={name}
    />
  );
}
