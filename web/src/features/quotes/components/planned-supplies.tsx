import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyToCents, formatStockQuantity } from '@tintero/domain';
import { QuantityInput } from '../../../components/quantity-input';
import { RowAction, RowActions } from '../../../components/row-actions';
import { SupplyAutocomplete, type SupplyChoice } from '../../../components/supply-autocomplete';
import { errorMessage } from '../../../lib/api-client';
import type { QuoteSupply } from '../types';

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
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!supply || !quantity) return;
    setSaving(true);
    try {
      await add({ supply_id: supply.id, quantity });
      setSupply(null);
      setQuantity(null);
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure, t('quote.messages.error.item')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs">
      {supplies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('quote.noSupplies')}
        </Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quote.fields.supply')}</Table.Th>
              <Table.Th>{t('quote.fields.quantity')}</Table.Th>
              <Table.Th>{t('quote.fields.unit_value')}</Table.Th>
              <Table.Th>{t('quote.fields.total_value')}</Table.Th>
              {editable ? <Table.Th aria-label={t('quote.list.actionsColumn')} /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {supplies.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.supply_name}</Table.Td>
                <Table.Td>
                  {formatStockQuantity(row.quantity)} {row.unit_of_measurement}
                </Table.Td>
                <Table.Td>{formatCurrencyToCents(row.unit_value)}</Table.Td>
                <Table.Td>{formatCurrencyToCents(row.total_value)}</Table.Td>
                {editable ? (
                  <Table.Td>
                    <RowActions>
                      <RowAction
                        label={t('quote.actions.delete')}
                        accessibleName={`${t('quote.actions.delete')} ${row.supply_name}`}
                        icon={IconTrash}
                        color="red"
                        onClick={() => void remove(row.id).catch(() => undefined)}
                      />
                    </RowActions>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editable ? (
        <Group gap="xs" align="flex-start" grow>
          <SupplyAutocomplete label={t('quote.fields.supply')} value={supply} onChange={setSupply} source="quote" />
          <QuantityInput label={t('quote.fields.quantity')} value={quantity} onChange={setQuantity} error={error ?? undefined} />
          <Button
            mt={24}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => void submit()}
            loading={saving}
            disabled={!supply || !quantity}
            style={{ flexGrow: 0 }}
          >
            {t('quote.actions.addSupply')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
