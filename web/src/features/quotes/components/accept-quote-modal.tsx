import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCurrencyToCents } from '@tintero/domain';
import type { Quote } from '../types';

/** "Marcar aceptada": the client chose one option; the seller says which. */
export function AcceptQuoteModal({
  quote,
  opened,
  onClose,
  onAccept,
  accepting,
}: {
  quote: Quote;
  opened: boolean;
  onClose: () => void;
  onAccept: (optionId: number) => void;
  accepting: boolean;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string>(String(quote.accepted_option_id ?? quote.options[0]?.id ?? ''));
  return (
    <Modal opened={opened} onClose={onClose} title={t('quote.accept.title')} centered>
      <Stack gap="md">
        <Radio.Group label={t('quote.accept.option')} value={chosen} onChange={setChosen} required>
          <Stack gap="xs" mt="xs">
            {quote.options.map((option) => (
              <Radio
                key={option.id}
                value={String(option.id)}
                label={t('quote.accept.optionLabel', {
                  position: option.position,
                  quantity: option.quantity.toLocaleString('es-CO'),
                  price: formatCurrencyToCents(option.price),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button color="green" loading={accepting} disabled={!chosen} onClick={() => onAccept(Number(chosen))}>
            {t('quote.actions.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
