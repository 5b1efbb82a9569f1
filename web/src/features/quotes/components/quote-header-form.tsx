import { useMemo, type ReactNode } from 'react';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { quoteCreateSchema, quoteUpdateSchema } from '@tintero/domain';
import { FormActions } from '../../../components/form-actions';
import { useEditForm } from '../../../lib/form-kit';
import { asNumber, domainResolver, textLimits } from '../../../lib/form-values';
import type { Quote } from '../types';
import { ClientAutocomplete } from './client-autocomplete';
import { toHeaderValues, type QuoteHeaderValues } from './quote-header-values';

const LIMITS = textLimits(quoteCreateSchema);
const createResolver = domainResolver<QuoteHeaderValues>(quoteCreateSchema);
const updateResolver = domainResolver<QuoteHeaderValues>(quoteUpdateSchema);

export interface QuoteHeaderFormProps {
  quote: Quote | null;
  /** A new quote's validity: today + the workshop's `quote_valid_days`. */
  defaultValidUntil: string;
  readOnly: boolean;
  onSave: (data: Record<string, unknown>) => Promise<Quote>;
  onSaved?: (quote: Quote) => void;
  /** Buttons beside save (status actions). */
  actions?: ReactNode;
}

/** The quote's header (DESIGN §12.1): client with past clients suggested, contact, reference, description, dates, observation. */
export function QuoteHeaderForm({ quote, defaultValidUntil, readOnly, onSave, onSaved, actions }: QuoteHeaderFormProps) {
  const { t } = useTranslation();
  const isNew = quote === null;
  const initial = useMemo(() => toHeaderValues(quote, defaultValidUntil), [quote, defaultValidUntil]);
  const { form, formProps, errorOf } = useEditForm({
    initial,
    isNew,
    resolver: isNew ? createResolver : updateResolver,
    send: onSave,
    messages: {
      failed: t(isNew ? 'quote.messages.error.creating' : 'quote.messages.error.updating'),
      saved: t(isNew ? 'quote.messages.success.created' : 'quote.messages.success.updated'),
    },
    onSaved,
    autoFocus: !readOnly,
  });
  const { register, control } = form;
  return (
    <form {...formProps} aria-label={isNew ? t('quote.titles.new') : t('quote.titles.show', { number: quote.number })}>
      <Stack gap="sm">
        <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
            <ClientAutocomplete
              control={control}
              label={t('quote.fields.client')}
              error={errorOf('client')}
              maxLength={LIMITS.client}
              disabled={readOnly}
            />
            <TextInput label={t('quote.fields.contact')} maxLength={LIMITS.contact} error={errorOf('contact')} {...register('contact')} />
            <TextInput
              label={t('quote.fields.reference')}
              maxLength={LIMITS.reference}
              error={errorOf('reference')}
              {...register('reference')}
            />
            <TextInput label={t('quote.fields.delivery_day')} type="date" error={errorOf('delivery_day')} {...register('delivery_day')} />
            <TextInput label={t('quote.fields.valid_until')} type="date" error={errorOf('valid_until')} {...register('valid_until')} />
            {isNew ? (
              <TextInput
                label={t('quote.fields.quantity')}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                error={errorOf('quantity')}
                {...register('quantity', { setValueAs: asNumber })}
              />
            ) : null}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="sm">
            <Textarea
              label={t('quote.fields.description')}
              maxLength={LIMITS.description}
              rows={3}
              error={errorOf('description')}
              {...register('description')}
            />
            <Textarea
              label={t('quote.fields.observation')}
              maxLength={LIMITS.observation}
              rows={3}
              error={errorOf('observation')}
              {...register('observation')}
            />
          </SimpleGrid>
        </fieldset>
        <FormActions
          submitLabel={readOnly ? undefined : t(isNew ? 'quote.actions.register' : 'quote.actions.save')}
          submitting={form.formState.isSubmitting}
        >
          {actions}
        </FormActions>
      </Stack>
    </form>
  );
}
