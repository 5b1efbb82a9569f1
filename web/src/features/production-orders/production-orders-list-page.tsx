import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconBan, IconEdit, IconEye, IconPlus, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, isOrderClosed } from '@tintero/domain';
import { alerts } from '../../lib/alerts-store';
import { confirmDialog } from '../../components/confirm-dialog';
import { DataTable, type ColumnTier, type TableColumn } from '../../components/data-table';
import { MonthYearFilter, useMonthFilterParams } from '../../components/month-year-filter';
import { PageHeader } from '../../components/page-header';
import { RowAction, RowActions } from '../../components/row-actions';
import { StatusBadge, statusLabel } from '../../components/status-badge';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useCancelProductionOrder, useProductionOrders } from './api';
import { Money } from './components/money';
import type { ProductionOrderListRow } from './types';

/** Newest first (spec part 1 §2); the server sorts so too, this keeps a re-stored row in place. */
function newestFirst(a: ProductionOrderListRow, b: ProductionOrderListRow) {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

/**
 * Production order list (spec part 1 §2): the orders created in one month, filtered by month and
 * year (kept in the URL, so back and forward move between months), every column of the spec.
 * Finished and cancelled orders cannot be edited or cancelled; cancelled rows are red. The month
 * comes whole from the server but is drawn a page of 10 at a time, with a search over all of it
 * (docs/decisions/016: a month of 1 000 orders drawn whole was ~42 000 elements).
 */
export function ProductionOrdersListPage() {
  const { t } = useTranslation();
  const [filter, changeFilter] = useMonthFilterParams();
  const orders = useProductionOrders(filter);
  const cancel = useCancelProductionOrder();
  const [pendingId, setPendingId] = useState<number | null>(null);

  useErrorAlert(orders.error, t('productionOrder.messages.error.queryingList'));

  const records = useMemo(() => [...(orders.data ?? [])].sort(newestFirst), [orders.data]);

  const runCancel = (order: ProductionOrderListRow) => {
    setPendingId(order.id);
    cancel.mutate(order.id, {
      onSuccess: () => alerts.success(t('productionOrder.messages.success.canceling')),
      onError: (error) => alerts.danger(errorMessage(error, t('productionOrder.messages.error.canceling'))),
      onSettled: () => setPendingId(null),
    });
  };

  const askCancel = (order: ProductionOrderListRow) =>
    confirmDialog({
      kind: 'warning',
      title: t('productionOrder.confirm.cancelTitle'),
      message: t('productionOrder.confirm.cancelMessage', { id: order.id, reference: order.reference }),
      detail: t('productionOrder.confirm.cancelWarning'),
      confirmLabel: t('productionOrder.confirm.cancelConfirm'),
      cancelLabel: t('productionOrder.confirm.cancelKeep'),
      confirmColor: 'red',
      onConfirm: () => runCancel(order),
    });

  const money = (accessor: keyof ProductionOrderListRow, visibleFrom: ColumnTier): TableColumn<ProductionOrderListRow> => ({
    accessor,
    title: t(`productionOrder.fields.${accessor}`),
    kind: 'money',
    visibleFrom,
    render: (order) => <Money value={order[accessor] as number} />,
  });

  // What a narrower table leaves for the row's "more data" panel: the order's id, reference, status
  // and actions show at any width, the delivery day from a tablet's, client and creation from 960 px,
  // contract figures and costs on wide screens (the detail view has them all).
  const columns: TableColumn<ProductionOrderListRow>[] = [
    { accessor: 'id', title: t('productionOrder.fields.id'), kind: 'id' },
    { accessor: 'contract_number', title: t('productionOrder.fields.contract_number'), kind: 'id', visibleFrom: 'xl' },
    { accessor: 'reference', title: t('productionOrder.fields.reference'), kind: 'longText' },
    { accessor: 'client', title: t('productionOrder.fields.client'), kind: 'longText', visibleFrom: 'lg' },
    money('supplies_cost', 'xxl'),
    money('labor_cost', 'xxl'),
    money('machinery_cost', 'xxl'),
    money('cost_work_third_party', 'xxl'),
    {
      accessor: 'created_at',
      title: t('productionOrder.fields.created_at'),
      kind: 'dateTime',
      visibleFrom: 'lg',
      render: (order) => formatDateTime(order.created_at),
    },
    {
      accessor: 'status',
      title: t('productionOrder.fields.status'),
      kind: 'status',
      render: (order) => <StatusBadge status={order.status} />,
      exportValue: (order) => statusLabel(t, order.status),
    },
    {
      accessor: 'delivery_day',
      title: t('productionOrder.fields.delivery_day'),
      kind: 'date',
      visibleFrom: 'md',
      render: (order) => formatDate(order.delivery_day),
    },
    money('contract_value', 'xl'),
    { accessor: 'actual_amount', title: t('productionOrder.fields.actual_amount'), kind: 'quantity', visibleFrom: 'xl' },
    money('unit_real_cost', 'xxl'),
    {
      accessor: 'actions',
      title: t('productionOrder.list.actionsColumn'),
      kind: 'actions',
      render: (order) => {
        const closed = isOrderClosed(order.status);
        return (
          <RowActions>
            <RowAction label={t('productionOrder.actions.print')} icon={IconPrinter} href={paths.productionOrders.print(order.id)} />
            <RowAction label={t('productionOrder.actions.show')} icon={IconEye} to={paths.productionOrders.show(order.id)} />
            {closed ? null : (
              <RowAction label={t('productionOrder.actions.edit')} icon={IconEdit} to={paths.productionOrders.edit(order.id)} />
            )}
            {closed ? null : (
              <RowAction
                label={t('productionOrder.actions.cancel')}
                icon={IconBan}
                color="red"
                onClick={() => askCancel(order)}
                pending={pendingId === order.id}
              />
            )}
          </RowActions>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('productionOrder.titles.list')}>
        <Button component={Link} to={paths.productionOrders.new} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('productionOrder.list.create')}
        </Button>
      </PageHeader>
      <MonthYearFilter
        value={filter}
        onChange={changeFilter}
        label={t('productionOrder.list.filter')}
        monthLabel={t('productionOrder.list.month')}
        yearLabel={t('productionOrder.list.year')}
      />
      <DataTable<ProductionOrderListRow>
        // Another month opens on its first page with no search.
        key={`${filter.year}-${filter.month}`}
        searchable
        pending={orders.isPending}
        records={records}
        columns={columns}
        exportAs={{ fileName: 'ordenes-de-produccion' }}
        noRecordsText={t('productionOrder.list.empty')}
        rowColor={(order) => (order.status === 'cancelled' ? 'red.9' : undefined)}
        rowBackgroundColor={(order) => (order.status === 'cancelled' ? 'red.0' : undefined)}
        customRowAttributes={(order) => ({
          'data-order-id': order.id,
          'data-status': order.status,
          'data-cancelled': order.status === 'cancelled' ? 'true' : undefined,
        })}
      />
    </Stack>
  );
}
