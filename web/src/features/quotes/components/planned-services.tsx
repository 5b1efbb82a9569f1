import { useState } from 'react';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_SERVICE_TEXT_MAX, formatCurrencyToCents } from '@tintero/domain';
import { CurrencyInput } from '../../../components/currency-input';
import { RowAction, RowActions } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/api-client';
import type { QuoteExternalService } from '../types';

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
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ready = kind.trim() !== '' && provider.trim() !== '' && value !== null;
  const submit = async () => {
    if (!ready) return;
    setSaving(true);
    try {
      await add({ kind: kind.trim(), provider: provider.trim(), value });
      setKind('');
      setProvider('');
      setValue(null);
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure, t('quote.messages.error.item')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs">
      {services.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('quote.noServices')}
        </Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quote.fields.kind')}</Table.Th>
              <Table.Th>{t('quote.fields.provider')}</Table.Th>
              <Table.Th>{t('quote.fields.value')}</Table.Th>
              {editable ? <Table.Th aria-label={t('quote.list.actionsColumn')} /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {services.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.kind}</Table.Td>
                <Table.Td>{row.provider}</Table.Td>
                <Table.Td>{formatCurrencyToCents(row.value)}</Table.Td>
                {editable ? (
                  <Table.Td>
                    <RowActions>
                      <RowAction
                        label={t('quote.actions.delete')}
                        accessibleName={`${t('quote.actions.delete')} ${row.kind}`}
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
          <CurrencyInput label={t('quote.fields.value')} value={value} onChange={setValue} error={error ?? undefined} />
          <Button
            mt={24}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => void submit()}
            loading={saving}
            disabled={!ready}
            style={{ flexGrow: 0 }}
          >
            {t('quote.actions.addService')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
