import { useEffect, useMemo, type FormEvent, type ReactNode } from 'react';
import { NativeSelect, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  allowedOrderStatuses,
  CONTRACT_NUMBER_MAX_LENGTH,
  contractValue,
  formatCurrency,
  messages,
  ORDER_OBSERVATION_MAX,
  productionOrderFormSchema,
} from '@tintero/domain';
import { alerts } from '../../../components/alerts-store';
import { FormActions } from '../../../components/form-actions';
import { CurrencyField } from '../../../components/number-fields';
import { fieldsNamed, sendChanges } from '../../../lib/form-submit';
import type { ProductionOrder, ProductionOrderInput } from '../types';

export type ProductionOrderFormMode = 'new' | 'edit';

export interface ProductionOrderFormValues {
  client: string;
  contract_number: string;
  reference: string;
  quantity: number | null;
  actual_amount: number | null;
  unit_value: number | null;
  delivery_day: string;
  status: string;
  observation: string;
}

type FieldName = keyof ProductionOrderFormValues;

const FIELD_NAMES: readonly FieldName[] = [
  'client',
  'contract_number',
  'reference',
  'quantity',
  'actual_amount',
  'unit_value',
  'delivery_day',
  'status',
  'observation',
];

export function toFormValues(order?: ProductionOrder): ProductionOrderFormValues {
  return {
    client: order?.client ?? '',
    contract_number: order?.contract_number ?? '',
    reference: order?.reference ?? '',
    quantity: order?.quantity ?? null,
    actual_amount: order?.actual_amount ?? null,
    unit_value: order?.unit_value ?? null,
    delivery_day: order?.delivery_day ?? '',
    // A new order starts in review (spec part 1 §4).
    status: order?.status ?? 'in_review',
    observation: order?.observation ?? '',
  };
}

/** A number typed in a native number input; empty is null (the schema then says "required"). */
const asNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

const schemaResolver = zodResolver(
  productionOrderFormSchema as unknown as z.ZodType<unknown, ProductionOrderFormValues>,
) as unknown as Resolver<ProductionOrderFormValues>;

/**
 * The domain schema (the same one the server checks, with the finished-needs-actual-amount rule),
 * plus one wording: an empty delivery day reads as the generic "required" message rather than
 * "not a valid date".
 */
const resolver: Resolver<ProductionOrderFormValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (values.delivery_day === '') {
    return { values: {}, errors: { ...result.errors, delivery_day: { type: 'required', message: messages.required } } };
  }
  return result;
};

const empty = (value: unknown) => value === null || value === undefined || value === '';

function same(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (empty(a) !== empty(b)) return false;
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return String(a).trim() === String(b).trim();
}

/** The fields that differ from the stored order: what an update sends. */
export function changedFields(parsed: Record<string, unknown>, order: ProductionOrder): ProductionOrderInput {
  const record = order as unknown as Record<string, unknown>;
  const changes: ProductionOrderInput = {};
  for (const name of FIELD_NAMES) {
    if (parsed[name] !== undefined && !same(parsed[name], record[name])) changes[name] = parsed[name];
  }
  return changes;
}

/** Whether the form holds anything different from the order (raw values, before validation). */
export function hasEdits(values: ProductionOrderFormValues, order: ProductionOrder): boolean {
  const record = order as unknown as Record<string, unknown>;
  return FIELD_NAMES.some((name) => !same(values[name], record[name]));
}

export interface ProductionOrderFormProps {
  mode: ProductionOrderFormMode;
  order?: ProductionOrder;
  /** Sends the data; rejects with the API error so 422 field errors land on their inputs. */
  onSave: (data: ProductionOrderInput) => Promise<unknown>;
  /** Fallback text when a failed save brings no server message. */
  saveErrorText: string;
  /** Extra buttons next to Save. */
  actions?: ReactNode;
}

/** The order form of NewProductionOrder and of the edit screen's first tab (spec part 1 §2, §5). */
export function ProductionOrderForm({ mode, order, onSave, saveErrorText, actions }: ProductionOrderFormProps) {
  const { t } = useTranslation();
  const isNew = mode === 'new';

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ProductionOrderFormValues>({
    resolver,
    defaultValues: toFormValues(order),
    mode: 'onTouched',
  });

  // A saved or reloaded order becomes the new baseline.
  useEffect(() => {
    reset(toFormValues(order));
  }, [order, reset]);

  const [quantity, unitValue, status] = useWatch({ control, name: ['quantity', 'unit_value', 'status'] });
  const computedContractValue =
    typeof quantity === 'number' && Number.isFinite(quantity) && typeof unitValue === 'number' && Number.isFinite(unitValue)
      ? formatCurrency(contractValue(quantity, unitValue))
      : '';

  const statusOptions = useMemo(
    () => [
      { value: '', label: t('productionOrder.placeholders.select'), disabled: true },
      ...allowedOrderStatuses(isNew).map((value) => ({ value, label: t(`status.${value}`) })),
    ],
    [isNew, t],
  );

  const save = handleSubmit(async (values) => {
    const parsed = values as unknown as Record<string, unknown>;
    const editing = !isNew && order !== undefined;
    const data: ProductionOrderInput = editing
      ? changedFields(parsed, order)
      : Object.fromEntries(FIELD_NAMES.filter((name) => parsed[name] !== undefined).map((name) => [name, parsed[name]]));
    await sendChanges({
      data,
      unchanged: editing && Object.keys(data).length === 0,
      noChangesMessage: t('productionOrder.messages.warning.noChanges'),
      send: onSave,
      fieldFor: fieldsNamed(FIELD_NAMES),
      setError,
      fallbackMessage: saveErrorText,
      focusField: true,
    });
  });

  /** An existing order with nothing changed says so and sends nothing (as the user form does). */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!isNew && order && !hasEdits(getValues(), order)) {
      event.preventDefault();
      alerts.warning(t('productionOrder.messages.warning.noChanges'));
      return;
    }
    return save(event);
  };

  const err = (name: FieldName) => errors[name]?.message;

  return (
    <form onSubmit={submit} noValidate aria-label={isNew ? t('productionOrder.titles.new') : t('productionOrder.tabs.order')}>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('productionOrder.fields.client')} maxLength={256} required error={err('client')} {...register('client')} />
            <TextInput
              label={t('productionOrder.fields.contract_number')}
              inputMode="numeric"
              maxLength={CONTRACT_NUMBER_MAX_LENGTH}
              autoComplete="off"
              error={err('contract_number')}
              {...register('contract_number')}
            />
            <TextInput
              label={t('productionOrder.fields.reference')}
              maxLength={256}
              required
              error={err('reference')}
              {...register('reference')}
            />
            <TextInput
              label={t('productionOrder.fields.quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              error={err('quantity')}
              {...register('quantity', { setValueAs: asNumber })}
            />
            <CurrencyField
              control={control}
              name="unit_value"
              label={t('productionOrder.fields.unit_value')}
              required
              error={err('unit_value')}
            />
            <TextInput
              label={t('productionOrder.fields.contract_value')}
              description={t('productionOrder.hints.contractValue')}
              value={computedContractValue}
              readOnly
              tabIndex={-1}
              data-testid="contract-value"
            />
            <TextInput
              label={t('productionOrder.fields.delivery_day')}
              type="date"
              required
              error={err('delivery_day')}
              {...register('delivery_day')}
            />
            <NativeSelect
              label={t('productionOrder.fields.status')}
              data={statusOptions}
              required
              error={err('status')}
              {...register('status')}
            />
            <TextInput
              label={t('productionOrder.fields.actual_amount')}
              description={isNew ? undefined : t('productionOrder.hints.actualAmount')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              required={status === 'finished'}
              error={err('actual_amount')}
              {...register('actual_amount', { setValueAs: asNumber })}
            />
          </SimpleGrid>
          <Textarea
            mt="md"
            label={t('productionOrder.fields.observation')}
            maxLength={ORDER_OBSERVATION_MAX}
            rows={3}
            error={err('observation')}
            {...register('observation')}
          />
        </Paper>
        <FormActions submitLabel={t('common.actions.save')} submitting={isSubmitting}>
          {actions}
        </FormActions>
      </Stack>
    </form>
  );
}
