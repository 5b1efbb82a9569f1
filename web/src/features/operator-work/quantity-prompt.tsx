import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { quantityProducedBodySchema } from '@tintero/domain';
import { QuantityInput } from '../../components/quantity-input';
import { i18n } from '../../lib/i18n';

interface PromptOptions {
  title: string;
  /** A line under the title (what happens next). */
  detail?: string;
  confirmLabel: string;
  confirmColor?: string;
  /** What the person typed last time (the prompt re-opens with it after a failed finish). */
  initial?: number | null;
}

function QuantityForm({ detail, confirmLabel, confirmColor, initial, onDone }: PromptOptions & { onDone: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial ?? null);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = quantityProducedBodySchema.safeParse({ quantity_produced: value ?? undefined });
    if (!parsed.success) {
      setError(i18n.t('activity.messages.error.quantity_produced'));
      return;
    }
    onDone(parsed.data.quantity_produced);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {detail ? <Text>{detail}</Text> : null}
        <QuantityInput
          label={i18n.t('work.fields.quantityProduced')}
          required
          size="lg"
          inputMode="decimal"
          data-autofocus
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          error={error}
        />
        <Group justify="flex-end" gap="sm" grow>
          <Button variant="default" size="lg" onClick={() => onDone(null)}>
            {i18n.t('common.actions.cancel')}
          </Button>
          <Button type="submit" size="lg" color={confirmColor}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Asks for the quantity produced before a pause or a finish (spec part 2 §4, §5): required, a
 * number ≥ 0, else the spec's message under the input. Resolves the number, or null when the
 * person cancels (then nothing happens).
 */
export function askQuantityProduced(options: PromptOptions): Promise<number | null> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (value: number | null) => {
      if (settled) return;
      settled = true;
      modals.close(modalId);
      resolve(value);
    };
    const modalId = modals.open({
      title: options.title,
      centered: true,
      size: 'md',
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } },
      onClose: () => done(null),
      children: <QuantityForm {...options} onDone={done} />,
    });
  });
}
