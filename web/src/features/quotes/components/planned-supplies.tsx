import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCurrencyToCents, formatStockQuantity } from '@tintero/domain';
import { PlannedItemsTable } from '../../../components/planned-items-table';
import { QuantityInput } from '../../../components/quantity-input';
import { SupplyAutocomplete, type SupplyChoice } from '../../../components/supply-autocomplete';
import type { QuoteSupply } from '../types';
import { AddPlannedItemButton, useAddPlannedItem } from './add-planned-item';

export interface PlannedSuppliesProps {
  supplies: readonly QuoteSupply[];
  editable: boolean;
  add: (data: { supply_id: number; quantity: number }) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

/** An option's planned supplies: picked among the enabled ones with their current average unit value (never the stock). */
export function PlannedSupplies({ supplies, editable, add, remove }: PlannedSuppliesProps) {
  const { t } = useTranslation();
  const [supply, setSupply] = useState<SupplyChoice | null>(null);
  const [quantity, setQuantity] = useState<number | null>(null);
  const adding = useAddPlannedItem(add, () => {
    setSupply(null);
    setQuantity(null);
  });
  return (
    <Stack gap="xs">
      <PlannedItemsTable
        rows={supplies}
        columns={[
          { header: t('quote.fields.supply'), cell: (row) => row.supply_name },
          { header: t('quote.fields.quantity'), cell: (row) => `${formatStockQuantity(row.quantity)} ${row.unit_of_measurement}` },
          { header: t('quote.fields.unit_value'), cell: (row) => formatCurrencyToCents(row.unit_value) },
          { header: t('quote.fields.total_value'), cell: (row) => formatCurrencyToCents(row.total_value) },
        ]}
        empty={t('quote.noSupplies')}
        editable={editable}
        nameOf={(row) => row.supply_name}
        remove={remove}
      />
      {editable ? (
        <Group gap="xs" align="flex-start" grow>
          <SupplyAutocomplete label={t('quote.fields.supply')} value={supply} onChange={setSupply} source="quote" />
          <QuantityInput label={t('quote.fields.quantity')} value={quantity} onChange={setQuantity} error={adding.error} />
          <AddPlannedItemButton
            label={t('quote.actions.addSupply')}
            saving={adding.saving}
            ready={Boolean(supply && quantity)}
            onClick={() => void (supply && quantity && adding.submit({ supply_id: supply.id, quantity }))}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
