import { useState } from 'react';
import { Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_SERVICE_TEXT_MAX, formatCurrencyToCents } from '@tintero/domain';
import { CurrencyInput } from '../../../components/currency-input';
import { PlannedItemsTable } from '../../../components/planned-items-table';
import type { QuoteExternalService } from '../types';
import { AddPlannedItemButton, useAddPlannedItem } from './add-planned-item';

export interface PlannedServicesProps {
  services: readonly QuoteExternalService[];
  editable: boolean;
  add: (data: { kind: string; provider: string; value: number }) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

/** An option's external services (kind, provider, value): carried to the order on conversion. */
export function PlannedServices({ services, editable, add, remove }: PlannedServicesProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState('');
  const [provider, setProvider] = useState('');
  const [value, setValue] = useState<number | null>(null);
  const adding = useAddPlannedItem(add, () => {
    setKind('');
    setProvider('');
    setValue(null);
  });
  const ready = kind.trim() !== '' && provider.trim() !== '' && value !== null;
  return (
    <Stack gap="xs">
      <PlannedItemsTable
        rows={services}
        columns={[
          { header: t('quote.fields.kind'), cell: (row) => row.kind },
          { header: t('quote.fields.provider'), cell: (row) => row.provider },
          { header: t('quote.fields.value'), cell: (row) => formatCurrencyToCents(row.value) },
        ]}
        empty={t('quote.noServices')}
        editable={editable}
        nameOf={(row) => row.kind}
        remove={remove}
      />
      {editable ? (
        <Group gap="xs" align="flex-start" grow>
          <TextInput
            label={t('quote.fields.kind')}
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value)}
            maxLength={EXTERNAL_SERVICE_TEXT_MAX}
          />
          <TextInput
            label={t('quote.fields.provider')}
            value={provider}
            onChange={(event) => setProvider(event.currentTarget.value)}
            maxLength={EXTERNAL_SERVICE_TEXT_MAX}
          />
          <CurrencyInput label={t('quote.fields.value')} value={value} onChange={setValue} error={adding.error} />
          <AddPlannedItemButton
            label={t('quote.actions.addService')}
            saving={adding.saving}
            ready={ready}
            onClick={() => void (ready && adding.submit({ kind: kind.trim(), provider: provider.trim(), value }))}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
