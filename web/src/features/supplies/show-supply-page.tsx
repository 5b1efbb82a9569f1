import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconEdit, IconList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateTime, formatStockQuantity } from '@tintero/domain';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useErrorAlert, useIdParam } from '../../lib/screen-hooks';
import { useSupply } from './api';
import { SupplyKardex } from './components/supply-kardex';
import { SupplyStatusBadge } from './components/supply-status-badge';
import { AuditHistory } from '../../components/audit-history';

/** ShowSupply (/supplies/{id}): the supply's fields, who and when, edit and list buttons, and its kardex. */
export function ShowSupplyPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const supply = useSupply(id);
  useErrorAlert(supply.error, t('supply.messages.error.queryingOne'));
  const data = supply.data;
  const label = (name: string) => t(`supply.fields.${name}`);

  return (
    <Stack gap="md">
      <PageHeader
        title={data ? t('supply.titles.showNamed', { name: data.name }) : t('supply.titles.show')}
        badge={data ? <SupplyStatusBadge status={data.status} size="lg" /> : null}
      >
        <Group gap="xs">
          <Button component={Link} to={paths.supplies.edit(id)} leftSection={<IconEdit size={18} aria-hidden />}>
            {t('common.actions.edit')}
          </Button>
          <Button component={Link} to={paths.supplies.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
            {t('supply.actions.backToList')}
          </Button>
        </Group>
      </PageHeader>
      {data ? (
        <>
          <Paper withBorder p="lg" radius="md" component="section" aria-label={t('supply.sections.data')}>
            <FieldList
              items={[
                { name: 'name', label: label('name'), value: data.name },
                { name: 'quantity', label: label('quantity'), value: `${formatStockQuantity(data.quantity)} ${data.unit_of_measurement}` },
                { name: 'unit_of_measurement', label: label('unit_of_measurement'), value: data.unit_of_measurement },
                { name: 'unit_value', label: label('unit_value'), value: formatCurrency(data.unit_value) },
                { name: 'total_value', label: label('total_value'), value: formatCurrency(data.total_value) },
                { name: 'stock_minimum', label: label('stock_minimum'), value: formatStockQuantity(data.stock_minimum) },
                { name: 'type_supply', label: label('type_supply'), value: data.type_supply_name ?? data.type_supply },
                { name: 'status', label: label('status'), value: <SupplyStatusBadge status={data.status} /> },
                { name: 'created_by', label: label('created_by'), value: data.created_by },
                { name: 'created_at', label: label('created_at'), value: formatDateTime(data.created_at) },
                { name: 'updated_by', label: label('updated_by'), value: data.updated_by },
                { name: 'updated_at', label: label('updated_at'), value: formatDateTime(data.updated_at) },
              ]}
            />
          </Paper>
          <SupplyKardex supplyId={id} />
        </>
      ) : null}
      <AuditHistory recordType="supplies" recordId={id} />
    </Stack>
  );
}
