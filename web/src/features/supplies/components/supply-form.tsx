import { useEffect, useMemo, type ReactNode } from 'react';
import { NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_UNIT_OF_MEASUREMENT,
  formatCurrency,
  stockValue,
  SUPPLY_NAME_MAX,
  supplyCreateSchema,
  supplyUpdateSchema,
  UNIT_OF_MEASUREMENT_MAX,
} from '@tintero/domain';
import { FormActions } from '../../../components/form-actions';
import { CurrencyField, QuantityField } from '../../../components/number-fields';
import { fieldsNamed, sendChanges } from '../../../lib/form-submit';
import type { ListItem, Supply } from '../types';

export interface SupplyFormValues {
  name: string;
  quantity: number | null;
  unit_of_measurement: string;
  unit_value: number | null;
  stock_minimum: number | null;
  type_supply: string;
  /** The select's text; 1 enabled, 0 disabled. */
  status: string;
}

type FieldName = keyof SupplyFormValues;
const FIELD_NAMES: readonly FieldName[] = [
  'name',
  'quantity',
  'unit_of_measurement',
  'unit_value',
  'stock_minimum',
  'type_supply',
  'status',
];

export function toFormValues(supply?: Supply): SupplyFormValues {
  return {
    name: supply?.name ?? '',
    quantity: supply?.quantity ?? null,
    unit_of_measurement: supply?.unit_of_measurement ?? DEFAULT_UNIT_OF_MEASUREMENT,
    unit_value: supply?.unit_value ?? null,
    stock_minimum: supply?.stock_minimum ?? null,
    type_supply: supply?.type_supply ?? '',
    status: String(supply?.status ?? 1),
  };
}

/** What the form sends: quantity and unit value only for a new supply (read-only afterwards). */
function payloadOf(values: SupplyFormValues, isNew: boolean): Record<string, unknown> {
  const common = {
    name: values.name,
    unit_of_measurement: values.unit_of_measurement,
    stock_minimum: values.stock_minimum,
    type_supply: values.type_supply,
    status: Number(values.status),
  };
  return isNew ? { ...common, quantity: values.quantity, unit_value: values.unit_value } : common;
}

/**
 * Validates with the domain schema the server uses (create or update), field by field. Quantity
 * and unit value are required on a new supply (spec part 2 §5) and not checked afterwards.
 */
function resolverFor(isNew: boolean): Resolver<SupplyFormValues> {
  const schema = isNew ? supplyCreateSchema : supplyUpdateSchema;
  return async (values) => {
    const result = schema.safeParse(payloadOf(values, isNew));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The fields of an update that differ from the record (an empty type equals none). */
export function changedFields(data: Record<string, unknown>, supply: Supply): Record<string, unknown> {
  const record = supply as unknown as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const before = record[key] ?? (key === 'type_supply' ? '' : null);
    const after = key === 'unit_of_measurement' ? trimmed(value) || DEFAULT_UNIT_OF_MEASUREMENT : trimmed(value);
    if (typeof before === 'number' || typeof after === 'number' ? Number(before) !== Number(after) : String(before) !== String(after)) {
      changes[key] = value;
    }
  }
  return changes;
}

export interface SupplyFormProps {
  supply?: Supply;
  types: readonly ListItem[];
  /** Sends the supply; rejects with the API error so 422 field errors land on their inputs. */
  onSave: (data: Record<string, unknown>) => Promise<unknown>;
  saveErrorText: string;
  /** Buttons next to the save button (view, new, list). */
  actions?: ReactNode;
}

/**
 * NewSupply and EditSupply (spec part 2 §2, §5): name (required, max 120), quantity and unit value
 * (required on a new supply, read-only afterwards: only the ledger moves them), unit of measurement
 * (default "Unidad", max 60), the total value computed, stock minimum (required, at least 0), type
 * and status. An existing supply with nothing changed says so and sends nothing.
 */
export function SupplyForm({ supply, types, onSave, saveErrorText, actions }: SupplyFormProps) {
  const { t } = useTranslation();
  const isNew = !supply;
  const resolver = useMemo(() => resolverFor(isNew), [isNew]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SupplyFormValues>({ resolver, defaultValues: toFormValues(supply), mode: 'onTouched' });

  useEffect(() => {
    reset(toFormValues(supply));
  }, [supply, reset]);

  const [quantity, unitValue] = useWatch({ control, name: ['quantity', 'unit_value'] });
  const totalValue = supply
    ? supply.total_value
    : typeof quantity === 'number' && typeof unitValue === 'number' && !Number.isNaN(quantity) && !Number.isNaN(unitValue)
      ? Number(stockValue(quantity, unitValue))
      : null;

  const save = handleSubmit(async (values) => {
    const payload = payloadOf(values, isNew);
    const data = supply ? changedFields(payload, supply) : payload;
    await sendChanges({
      data,
      unchanged: Boolean(supply) && Object.keys(data).length === 0,
      noChangesMessage: t('supply.messages.warning.noChanges'),
      send: onSave,
      fieldFor: fieldsNamed(FIELD_NAMES),
      setError,
      fallbackMessage: saveErrorText,
      focusField: true,
    });
  });

  const typeOptions = useMemo(() => {
    const options = [
      { value: '', label: t('supply.placeholders.select') },
      ...types.map((item) => ({ value: item.key, label: item.value })),
    ];
    // A key the catalogue lost still shows (with the label the server sent).
    if (supply?.type_supply && !types.some((item) => item.key === supply.type_supply)) {
      options.push({ value: supply.type_supply, label: supply.type_supply_name ?? supply.type_supply });
    }
    return options;
  }, [t, types, supply]);

  const statusOptions = [
    { value: '1', label: t('supply.statuses.enabled') },
    { value: '0', label: t('supply.statuses.disabled') },
  ];

  const err = (name: FieldName) => errors[name]?.message;

  return (
    <form onSubmit={save} noValidate aria-label={t(isNew ? 'supply.titles.new' : 'supply.titles.edit')}>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <TextInput label={t('supply.fields.name')} maxLength={SUPPLY_NAME_MAX} required error={err('name')} {...register('name')} />
            <QuantityField
              control={control}
              name="quantity"
              label={t('supply.fields.quantity')}
              description={isNew ? undefined : t('supply.hints.readOnlyStock')}
              readOnly={!isNew}
              required={isNew}
              error={err('quantity')}
            />
            <TextInput
              label={t('supply.fields.unit_of_measurement')}
              maxLength={UNIT_OF_MEASUREMENT_MAX}
              error={err('unit_of_measurement')}
              {...register('unit_of_measurement')}
            />
            <CurrencyField
              control={control}
              name="unit_value"
              label={t('supply.fields.unit_value')}
              description={isNew ? undefined : t('supply.hints.readOnlyStock')}
              readOnly={!isNew}
              required={isNew}
              error={err('unit_value')}
            />
            <TextInput
              label={t('supply.fields.total_value')}
              description={t('supply.hints.totalValue')}
              value={formatCurrency(totalValue)}
              readOnly
              tabIndex={-1}
            />
            <QuantityField
              control={control}
              name="stock_minimum"
              label={t('supply.fields.stock_minimum')}
              required
              error={err('stock_minimum')}
            />
            <NativeSelect
              label={t('supply.fields.type_supply')}
              data={typeOptions}
              error={err('type_supply')}
              {...register('type_supply')}
            />
            <NativeSelect label={t('supply.fields.status')} data={statusOptions} required error={err('status')} {...register('status')} />
          </SimpleGrid>
        </Paper>
        <FormActions submitLabel={t(isNew ? 'supply.actions.register' : 'supply.actions.update')} submitting={isSubmitting}>
          {actions}
        </FormActions>
      </Stack>
    </form>
  );
}
