import { Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PURCHASE_OBSERVATION_MAX, purchaseUpdateSchema, type PurchaseResponse } from '@tintero/domain';
import { FormActions } from '../../../components/form-actions';
import { FormModal } from '../../../components/form-modal';
import { alerts } from '../../../lib/alerts-store';
import { useEditForm } from '../../../lib/form-kit';
import { domainResolver } from '../../../lib/form-values';
import { useUpdatePurchase } from '../api';

interface CancelValues {
  observation: string;
}

const INITIAL: CancelValues = { observation: '' };

/** The server's rule: a cancel needs its observation (max 1048). */
const resolver = domainResolver<CancelValues>(purchaseUpdateSchema, {
  input: (values) => ({ status: 'cancelled', observation: values.observation }),
});

export interface CancelPurchaseModalProps {
  purchase: PurchaseResponse | null;
  onClose: () => void;
}

/**
 * The cancel dialog of the purchases list (spec part 2 §2): a required observation, then
 * `PUT /v1/purchases/{id}` with `status: "cancelled"`; the answer replaces the row.
 */
export function CancelPurchaseModal({ purchase, onClose }: CancelPurchaseModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={purchase !== null}
      onClose={onClose}
      title={purchase ? t('purchase.titles.cancel', { id: purchase.id }) : ''}
      size="lg"
    >
      {purchase ? <CancelForm purchase={purchase} onDone={onClose} /> : null}
    </FormModal>
  );
}

function CancelForm({ purchase, onDone }: { purchase: PurchaseResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePurchase();
  const { form, formProps, errorOf } = useEditForm({
    initial: INITIAL,
    isNew: true,
    resolver,
    send: (data) => update.mutateAsync({ id: purchase.id, data: { status: 'cancelled', observation: data.observation } }),
    messages: { failed: t('purchase.messages.error.canceling') },
    onSaved: () => {
      alerts.success(t('purchase.messages.success.canceling'));
      onDone();
    },
  });
  return (
    <form {...formProps} aria-label={t('purchase.titles.cancel', { id: purchase.id })}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('purchase.hints.cancelObservation')}
        </Text>
        <Textarea
          label={t('purchase.fields.observation')}
          required
          minRows={3}
          maxLength={PURCHASE_OBSERVATION_MAX}
          error={errorOf('observation')}
          {...form.register('observation')}
        />
        <FormActions submitLabel={t('purchase.actions.confirmCancel')} submitting={form.formState.isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
