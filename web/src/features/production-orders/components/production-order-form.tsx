import { useMemo, type ReactNode } from 'react';
import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { allowedOrderStatuses, contractValue, formatCurrency, productionOrderFormSchema } from '@tintero/domain';
import { ComputedField } from '../../../components/computed-field';
import { FormActions } from '../../../components/form-actions';
import { FormSection } from '../../../components/form-section';
import { CurrencyField } from '../../../components/number-fields';
import { useEditForm } from '../../../lib/form-kit';
import { asNumber, domainResolver, textLimits } from '../../../lib/form-values';
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

const LIMITS = textLimits(productionOrderFormSchema);

/**
 * The domain schema (the same one the server checks, with the finished-needs-actual-amount rule);
 * an empty delivery day reads as the generic "required" message rather than "not a valid date".
 */
const resolver = domainResolver<ProductionOrderFormValues>(productionOrderFormSchema, { requiredWhenEmpty: ['delivery_day'] });

export interface ProductionOrderFormProps {
  mode: ProductionOrderFormMode;
  order?: ProductionOrder;
  /** Sends the data; rejects with the API error so 422 field errors land on their inputs. */
  onSave: (data: ProductionOrderInput) => Promise<ProductionOrder>;
  /** The alert after a successful save. */
  savedText: string;
  /** The alert outlives the navigation `onSaved` makes. */
  keepSaved?: (saved: ProductionOrder) => boolean;
  /** After a successful save and its alert. */
  onSaved?: (saved: ProductionOrder) => void | Promise<void>;
  /** Before a failed save is reported. */
  onFailed?: (error: unknown) => void;
  /** Fallback text when a failed save brings no server message. */
  saveErrorText: string;
  /** Extra buttons next to Save. */
  actions?: ReactNode;
}

/** The order form of NewProductionOrder and of the edit screen's first tab (spec part 1 §2, §5). */
export function ProductionOrderForm({
  mode,
  order,
  onSave,
  savedText,
  keepSaved,
  onSaved,
  onFailed,
  saveErrorText,
  actions,
}: ProductionOrderFormProps) {
  const { t } = useTranslation();
  const isNew = mode === 'new';
  const initial = useMemo(() => toFormValues(order), [order]);
  const { form, formProps, errorOf } = useEditForm({
    initial,
    isNew,
    resolver,
    send: onSave,
    messages: { failed: saveErrorText, saved: savedText },
    keepSaved,
    onSaved,
    onFailed,
  });
  const { register, control } = form;

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

  return (
    <form {...formProps} aria-label={isNew ? t('productionOrder.titles.new') : t('productionOrder.tabs.order')}>
      <Stack gap="lg">
        <FormSection>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('productionOrder.fields.client')}
              maxLength={LIMITS.client}
              required
              error={errorOf('client')}
              {...register('client')}
            />
            <TextInput
              label={t('productionOrder.fields.contract_number')}
              inputMode="numeric"
              maxLength={LIMITS.contract_number}
              autoComplete="off"
              error={errorOf('contract_number')}
              {...register('contract_number')}
            />
            <TextInput
              label={t('productionOrder.fields.reference')}
              maxLength={LIMITS.reference}
              required
              error={errorOf('reference')}
              {...register('reference')}
            />
            <TextInput
              label={t('productionOrder.fields.quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              error={errorOf('quantity')}
              {...register('quantity', { setValueAs: asNumber })}
            />
            <CurrencyField
              control={control}
              name="unit_value"
              label={t('productionOrder.fields.unit_value')}
              required
              error={errorOf('unit_value')}
            />
            <ComputedField
              label={t('productionOrder.fields.contract_value')}
              description={t('productionOrder.hints.contractValue')}
              value={computedContractValue}
              data-testid="contract-value"
            />
            <TextInput
              label={t('productionOrder.fields.delivery_day')}
              type="date"
              required
              error={errorOf('delivery_day')}
              {...register('delivery_day')}
            />
            <NativeSelect
              label={t('productionOrder.fields.status')}
              data={statusOptions}
              required
              error={errorOf('status')}
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
              error={errorOf('actual_amount')}
              {...register('actual_amount', { setValueAs: asNumber })}
            />
          </SimpleGrid>
          <Textarea
            mt="md"
            label={t('productionOrder.fields.observation')}
            maxLength={LIMITS.observation}
            rows={3}
            error={errorOf('observation')}
            {...register('observation')}
          />
        </FormSection>
        <FormActions submitLabel={t('common.actions.save')} submitting={form.formState.isSubmitting}>
          {actions}
        </FormActions>
      </Stack>
    </form>
  );
}
