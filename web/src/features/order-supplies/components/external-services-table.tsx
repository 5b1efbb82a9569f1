import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate, formatDuration, sumMoney } from '@tintero/domain';
import { DataTable, type DataTableSortStatus, type TableColumn } from '../../../components/data-table';
import { RowAction, RowActions } from '../../../components/row-actions';
import { compareValues } from '../../../components/activity-display';
import type { ExternalService } from '../types';

/** The footer totals of the list: estimated time (seconds) and value. */
export function externalServiceTotals(services: readonly ExternalService[]) {
  return {
    time: services.reduce((total, service) => total + (service.total_estimated_production_time ?? 0), 0),
    value: sumMoney(services.map((service) => service.value)),
  };
}

export interface ExternalServicesTableProps {
  services: readonly ExternalService[];
  fetching?: boolean;
  /** Edit and delete actions; without them the table is read-only (the detail view). */
  onEdit?: (service: ExternalService) => void;
  onDelete?: (service: ExternalService) => void;
  deletingId?: number | null;
}

/**
 * External services of an order (spec part 2 §2): id, kind, provider, observation, due date,
 * estimated time and value, sortable, no paging, with footer totals of time and value.
 */
export function ExternalServicesTable({ services, fetching, onEdit, onDelete, deletingId }: ExternalServicesTableProps) {
  const { t } = useTranslation();
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<ExternalService>>({ columnAccessor: 'id', direction: 'asc' });
  const records = useMemo(() => {
    const key = sortStatus.columnAccessor as keyof ExternalService;
    const sorted = [...services].sort((a, b) => compareValues(a[key], b[key]));
    return sortStatus.direction === 'desc' ? sorted.reverse() : sorted;
  }, [services, sortStatus]);
  const totals = externalServiceTotals(services);
  const withActions = Boolean(onEdit || onDelete);
  // A totals row under no services would only say zero twice.
  const totalled = services.length > 0;

  const columns: TableColumn<ExternalService>[] = [
    {
      accessor: 'id',
      title: t('externalService.fields.id'),
      kind: 'id',
      sortable: true,
      footer: totalled ? <Text fw={700}>{t('orderSupplies.totals')}</Text> : undefined,
    },
    { accessor: 'kind', title: t('externalService.fields.kind'), sortable: true },
    { accessor: 'provider', title: t('externalService.fields.provider'), sortable: true },
    { accessor: 'observation', title: t('externalService.fields.observation'), kind: 'longText', sortable: true },
    {
      accessor: 'due_date',
      title: t('externalService.fields.due_date'),
      kind: 'date',
      sortable: true,
      render: (service) => formatDate(service.due_date),
    },
    {
      accessor: 'total_estimated_production_time',
      title: t('externalService.fields.total_estimated_production_time'),
      kind: 'duration',
      sortable: true,
      render: (service) => formatDuration(service.total_estimated_production_time),
      footer: totalled ? (
        <Text fw={700} ta="right" data-total="time">
          {formatDuration(totals.time)}
        </Text>
      ) : undefined,
    },
    {
      accessor: 'value',
      title: t('externalService.fields.value'),
      kind: 'money',
      sortable: true,
      render: (service) => formatCurrency(service.value),
      footer: totalled ? (
        <Text fw={700} ta="right" data-total="value" style={{ whiteSpace: 'nowrap' }}>
          {formatCurrency(totals.value)}
        </Text>
      ) : undefined,
    },
  ];
  if (withActions) {
    columns.push({
      accessor: 'actions',
      title: t('orderSupplies.actionsColumn'),
      kind: 'actions',
      render: (service) => (
        <RowActions>
          {onEdit ? <RowAction label={t('externalService.actions.edit')} icon={IconEdit} onClick={() => onEdit(service)} /> : null}
          {onDelete ? (
            <RowAction
              label={t('externalService.actions.delete')}
              icon={IconTrash}
              color="red"
              onClick={() => onDelete(service)}
              loading={deletingId === service.id}
            />
          ) : null}
        </RowActions>
      ),
    });
  }

  return (
    <DataTable<ExternalService>
      records={records}
      // One order's own list, drawn whole beside its totals, as its activities are (spec part 2 §9).
      pageLength={false}
      columns={columns}
      fetching={fetching}
      noRecordsText={t('externalService.empty')}
      sortStatus={sortStatus}
      onSortStatusChange={setSortStatus}
      customRowAttributes={(service) => ({ 'data-service-id': service.id })}
    />
  );
}
