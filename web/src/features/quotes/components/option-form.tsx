import { useMemo, useRef } from 'react';
import { Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { quoteOptionUpdateSchema } from '@tintero/domain';
import { CurrencyField } from '../../../components/number-fields';
import { useEditForm } from '../../../lib/form-kit';
import { asNumber, domainResolver } from '../../../lib/form-values';
import type { QuoteOption } from '../types';

type OptionValues = { quantity: number | null; markup_percent: number | null; price: number | null };
const resolver = domainResolver<OptionValues>(quoteOptionUpdateSchema);

/**
 * An option's quantity and its markup over the cost, or a price typed by hand (then the margin
 * follows from it). Each field is sent when left changed, and the server's answer redraws the costs.
 */
export function OptionForm({
  option,
  editable,
  onSave,
}: {
  option: QuoteOption;
  editable: boolean;
  onSave: (data: Record<string, unknown>) => Promise<QuoteOption>;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useMemo<OptionValues>(
    () => ({
      quantity: option.quantity,
      markup_percent: option.price_typed ? null : option.markup_percent,
      price: option.price_typed ? option.price : null,
    }),
    [option],
  );
  const { form, formProps, errorOf } = useEditForm({
    initial,
    isNew: false,
    resolver,
    send: onSave,
    messages: { failed: t('quote.messages.error.option'), saved: t('quote.messages.success.optionSaved') },
    autoFocus: false,
  });
  // Left changed: the costs are asked again at once (no button to find).
  const sendIfChanged = () => {
    const values = form.getValues();
    const changed = (Object.keys(initial) as (keyof OptionValues)[]).some((name) => (values[name] ?? null) !== initial[name]);
    if (changed) formRef.current?.requestSubmit();
  };
  const typedPrice = form.watch('price');
  return (
    <form {...formProps} ref={formRef} aria-label={t('quote.titles.option', { position: option.position })}>
      <fieldset disabled={!editable} onBlur={sendIfChanged} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Group align="flex-start" gap="md" grow>
          <TextInput
            label={t('quote.fields.quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            error={errorOf('quantity')}
            {...form.register('quantity', { setValueAs: asNumber })}
          />
          <TextInput
            label={t('quote.fields.markup_percent')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            disabled={typedPrice !== null && typedPrice !== undefined}
            error={errorOf('markup_percent')}
            {...form.register('markup_percent', { setValueAs: asNumber })}
          />
          <CurrencyField
            control={form.control}
            name="price"
            label={t('quote.fields.typed_price')}
            description={t('quote.priceHelp')}
            error={errorOf('price')}
          />
        </Group>
      </fieldset>
      {option.price_typed ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t('quote.typedPriceNote')}
        </Text>
      ) : null}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </form>
  );
}
