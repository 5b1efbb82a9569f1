import { useMemo, type ReactNode } from 'react';
import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FormProvider, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  oneMonthBefore,
  PURCHASE_COMPANY_MAX,
  PURCHASE_INVOICE_NUMBER_MAX,
  PURCHASE_OBSERVATION_MAX,
  todayInDisplayZone,
  type PurchaseResponse,
} from '@tintero/domain';
import { FormActions } from '../../../components/form-actions';
import { FormSection } from '../../../components/form-section';
import { useEditForm } from '../../../lib/form-kit';
import { PurchaseDetailsFields } from './purchase-details-fields';
import { normalize, payloadOf, purchaseResolver, serverFieldsFor, toFormValues, type PurchaseFormValues } from './purchase-form-values';

const HEADER = ['company', 'invoice_number', 'status', 'observation', 'details'] as const;

export interface PurchaseFormProps {
  purchase?: PurchaseResponse;
  /** Sends the purchase; rejects with the API error so 422 field errors land on their inputs. */
  onSave: (data: Record<string, unknown>) => Promise<PurchaseResponse>;
  onSaved?: (purchase: PurchaseResponse) => void | Promise<void>;
  /** Buttons before the save button (view, new purchase, list). */
  actions?: ReactNode;
}

/**
 * NewPurchase and EditPurchase (spec part 2 §2, §4, §5): company (max 120), invoice number (max
 * 60), purchase date (between one month ago and today, read-only once saved), status and, when
 * cancelled, the required observation; the detail rows and the grand total. An existing purchase
 * with nothing changed says so and sends nothing; a changed row sends the whole list of rows.
 */
export function PurchaseForm({ purchase, onSave, onSaved, actions }: PurchaseFormProps) {
  const { t } = useTranslation();
  const isNew = !purchase;
  const today = todayInDisplayZone();
  const initial = useMemo(() => toFormValues(purchase, today), [purchase, today]);
  const resolver = useMemo(() => purchaseResolver(isNew, today), [isNew, today]);
  const { form, formProps, errorOf } = useEditForm<PurchaseFormValues, PurchaseResponse>({
    initial,
    isNew,
    resolver,
    compared: isNew ? undefined : HEADER,
    normalize,
    toPayload: payloadOf(isNew),
    send: onSave,
    serverFields: serverFieldsFor(initial.details.length + 50) as Record<string, Path<PurchaseFormValues>>,
    messages: {
      failed: t(isNew ? 'purchase.messages.error.creating' : 'purchase.messages.error.updating'),
      saved: t(isNew ? 'purchase.messages.success.created' : 'purchase.messages.success.updated'),
    },
    // A new purchase, or one just cancelled, opens its view, where the alert is read.
    keepSaved: (saved) => isNew || !saved.editable,
    onSaved,
  });
  const { register, control } = form;
  const status = useWatch({ control, name: 'status' });

  const statusOptions = [
    { value: 'approved', label: t('status.approved') },
    { value: 'cancelled', label: t('status.cancelled') },
  ];

  return (
    <FormProvider {...form}>
      <form {...formProps} aria-label={t(isNew ? 'purchase.titles.new' : 'purchase.titles.edit')}>
        <Stack gap="lg">
          <FormSection>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
              <TextInput
                label={t('purchase.fields.company')}
                maxLength={PURCHASE_COMPANY_MAX}
                error={errorOf('company')}
                {...register('company')}
              />
              <TextInput
                label={t('purchase.fields.invoice_number')}
                maxLength={PURCHASE_INVOICE_NUMBER_MAX}
                error={errorOf('invoice_number')}
                {...register('invoice_number')}
              />
              <TextInput
                type="date"
                label={t('purchase.fields.purchased_at')}
                required={isNew}
                readOnly={!isNew}
                min={isNew ? oneMonthBefore(today) : undefined}
                max={isNew ? today : undefined}
                description={
                  isNew
                    ? t('purchase.hints.purchasedAtRange', { from: formatDate(oneMonthBefore(today)) })
                    : t('purchase.hints.purchasedAtReadOnly')
                }
                error={errorOf('purchased_at')}
                {...register('purchased_at')}
              />
              <NativeSelect
                label={t('purchase.fields.status')}
                data={statusOptions}
                disabled={isNew}
                required
                error={errorOf('status')}
                {...register('status')}
              />
            </SimpleGrid>
            {status === 'cancelled' ? (
              <Textarea
                mt="md"
                label={t('purchase.fields.observation')}
                description={t('purchase.hints.cancelObservation')}
                required
                minRows={2}
                maxLength={PURCHASE_OBSERVATION_MAX}
                error={errorOf('observation')}
                {...register('observation')}
              />
            ) : null}
          </FormSection>
          <PurchaseDetailsFields readOnly={false} />
          <FormActions
            submitLabel={t(isNew ? 'purchase.actions.register' : 'purchase.actions.update')}
            submitting={form.formState.isSubmitting}
          >
            {actions}
          </FormActions>
        </Stack>
      </form>
    </FormProvider>
  );
}
