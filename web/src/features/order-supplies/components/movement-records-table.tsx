import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateTime, formatStockQuantity, sumMoney } from '@tintero/domain';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import type { ProductionOrderSectionProps } from '../../../lib/production-order-extensions';
import { useSession } from '../../../lib/session';
import { useMovementRecords } from '../api';
import type { MovementRecord, MovementRecordKind } from '../types';
import { textsOf } from './movement-record-form';

/**
 * The supplies-used or leftovers table of the order's detail view (spec part 1 §2): each row links
 * to its supply. Nothing shows while there are no records (a section shows only when it has some).
 */
export function MovementRecordsSection({ kind, order }: ProductionOrderSectionProps & { kind: MovementRecordKind }) {
  const { t } = useTranslation();
  const ns = textsOf[kind];
  const session = useSession();
  const showValue = session?.claims.role !== 'operator';
  const records = useMovementRecords(order.id, kind);
  const data = records.data ?? [];
  if (data.length === 0) return null;

  const columns: TableColumn<MovementRecord>[] = [
    {
      accessor: 'supply_name',
      title: t(`${ns}.fields.supply`),
      render: (record) => (
        <Anchor component={Link} to={paths.supplies.show(record.supply_id)}>
          {record.supply_name}
        </Anchor>
      ),
      footer: showValue ? <Text fw={700}>{t('orderSupplies.totals')}</Text> : undefined,
    },
    {
      accessor: 'quantity',
      title: t(`${ns}.fields.quantity`),
      kind: 'quantity',
      render: (record) => formatStockQuantity(record.quantity),
    },
    { accessor: 'unit_of_measurement', title: t(`${ns}.fields.unit_of_measurement`) },
  ];
  if (showValue && kind === 'supplies_used') {
    columns.push({
      accessor: 'unit_value',
      title: t('supplyUsed.fields.unit_value'),
      kind: 'money',
      render: (record) => formatCurrency(record.unit_value ?? 0),
    });
  }
  if (showValue) {
    columns.push({
      accessor: 'value',
      title: t(`${ns}.fields.value`),
      kind: 'money',
      render: (record) => formatCurrency(record.value ?? 0),
      footer: (
        <Text fw={700} ta="right" data-total="value" style={{ whiteSpace: 'nowrap' }}>
          {formatCurrency(sumMoney(data.map((record) => record.value)))}
        </Text>
      ),
    });
  }
  columns.push({
    accessor: 'created_at',
    title: t(`${ns}.fields.created_at`),
    kind: 'dateTime',
    render: (record) => formatDateTime(record.created_at),
  });
  if (kind === 'supplies_used') {
    columns.push({
      accessor: 'updated_at',
      title: t('supplyUsed.fields.updated_at'),
      kind: 'dateTime',
      render: (record) => formatDateTime(record.updated_at),
    });
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t(`${ns}.titles.section`)}>
      <Title order={2} size="h4" mb="md">
        {t(`${ns}.titles.section`)}
      </Title>
      <DataTable<MovementRecord>
        records={data}
        // One order's own list, drawn whole beside its totals, as its activities are (spec part 2 §9).
        pageLength={false}
        columns={columns}
        customRowAttributes={(record) => ({ 'data-record-id': record.id })}
      />
    </Paper>
  );
}
