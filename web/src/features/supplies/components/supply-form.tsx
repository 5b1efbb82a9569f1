import { useMemo, type ReactNode } from 'react';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_UNIT_OF_MEASUREMENT, formatCurrency, stockValue, supplyCreateSchema, supplyUpdateSchema } from '@tintero/domain';
import { ComputedField } from '../../../components/computed-field';
import { FormActions } from '../../../components/form-actions';
import { FormSection } from '../../../components/form-section';
import { CurrencyField, QuantityField } from '../../../components/number-fields';
import { useCatalogue } from '../../../lib/catalogue';
import { useEditForm } from '../../../lib/form-kit';
import { domainResolver, textLimits, type Normalizers } from '../../../lib/form-values';
import type { Supply } from '../types';

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

const LIMITS = textLimits(supplyCreateSchema);

/** What an update may send: quantity and unit value only for a new supply (only the ledger moves them afterwards). */
const UPDATABLE = ['name', 'unit_of_measurement', 'stock_minimum', 'type_supply', 'status'] as const;

/** The body: the status select's text as its number. */
function payloadOf(changes: Partial<SupplyFormValues>): Record<string, unknown> {
  return changes.status === undefined ? changes : { ...changes, status: Number(changes.status) };
}

/**
 * Validates with the domain schema the server uses (create or update). Quantity and unit value are
 * required on a new supply (spec part 2 §5) and not checked afterwards.
 */
function resolverFor(isNew: boolean) {
  return domainResolver<SupplyFormValues>(isNew ? supplyCreateSchema : supplyUpdateSchema, {
    input: (values) => {
      const { quantity, unit_value, ...updatable } = values;
      return { ...updatable, status: Number(values.status), ...(isNew ? { quantity, unit_value } : {}) };
    },
  });
}

/** An emptied unit of measurement is stored as the default one: no change when it already was. */
const normalize: Normalizers<SupplyFormValues> = {
  unit_of_measurement: (value) => (typeof value === 'string' ? value.trim() : '') || DEFAULT_UNIT_OF_MEASUREMENT,
};

export interface SupplyFormProps {
  supply?: Supply;
  /** Sends the supply; rejects with the API error so 422 field errors land on their inputs. */
  onSave: (data: Record<string, unknown>) => Promise<Supply>;
  /** The alert after a successful save. */
  savedText: string;
  /** After a successful save and its alert (a new supply is shown, keeping the alert). */
  onSaved?: (supply: Supply) => void | Promise<void>;
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
export function SupplyForm({ supply, onSave, savedText, onSaved, saveErrorText, actions }: SupplyFormProps) {
  const { t } = useTranslation();
  const isNew = !supply;
  const initial = useMemo(() => toFormValues(supply), [supply]);
  const resolver = useMemo(() => resolverFor(isNew), [isNew]);
  const types = useCatalogue('types_of_supplies', { errorText: t('supply.messages.error.types') });
  const { form, formProps, errorOf } = useEditForm({
    initial,
    isNew,
    resolver,
    compared: isNew ? undefined : UPDATABLE,
    normalize,
    toPayload: payloadOf,
    send: onSave,
    messages: { failed: saveErrorText, saved: savedText },
    // A new supply opens in its own screen, where the alert is read.
    keepSaved: isNew,
    onSaved,
  });
  const { register, control } = form;

  const [quantity, unitValue] = useWatch({ control, name: ['quantity', 'unit_value'] });
  const totalValue = supply
    ? supply.total_value
    : typeof quantity === 'number' && typeof unitValue === 'number' && !Number.isNaN(quantity) && !Number.isNaN(unitValue)
      ? Number(stockValue(quantity, unitValue))
      : null;

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

  return (
    <form {...formProps} aria-label={t(isNew ? 'supply.titles.new' : 'supply.titles.edit')}>
      <Stack gap="lg">
        <FormSection>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <TextInput label={t('supply.fields.name')} maxLength={LIMITS.name} required error={errorOf('name')} {...register('name')} />
            <QuantityField
              control={control}
              name="quantity"
              label={t('supply.fields.quantity')}
              description={isNew ? undefined : t('supply.hints.readOnlyStock')}
              readOnly={!isNew}
              required={isNew}
              error={errorOf('quantity')}
            />
            <TextInput
              label={t('supply.fields.unit_of_measurement')}
              maxLength={LIMITS.unit_of_measurement}
              error={errorOf('unit_of_measurement')}
              {...register('unit_of_measurement')}
            />
            <CurrencyField
              control={control}
              name="unit_value"
              label={t('supply.fields.unit_value')}
              description={isNew ? undefined : t('supply.hints.readOnlyStock')}
              readOnly={!isNew}
              required={isNew}
              error={errorOf('unit_value')}
            />
            <ComputedField
              label={t('supply.fields.total_value')}
              description={t('supply.hints.totalValue')}
              value={formatCurrency(totalValue)}
            />
            <QuantityField
              control={control}
              name="stock_minimum"
              label={t('supply.fields.stock_minimum')}
              required
              error={errorOf('stock_minimum')}
            />
            <NativeSelect
              label={t('supply.fields.type_supply')}
              data={typeOptions}
              error={errorOf('type_supply')}
              {...register('type_supply')}
            />
            <NativeSelect
              label={t('supply.fields.status')}
              data={statusOptions}
              required
              error={errorOf('status')}
              {...register('status')}
            />
          </SimpleGrid>
        </FormSection>
        <FormActions submitLabel={t(isNew ? 'supply.actions.register' : 'supply.actions.update')} submitting={form.formState.isSubmitting}>
          {actions}
        </FormActions>
      </Stack>
    </form>
  );
}
