import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconBan, IconEdit, IconEye, IconPlus, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, isOrderClosed } from '@tintero/domain';
import { alerts } from '../../lib/alerts-store';
import { confirmDialog } from '../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../components/data-table';
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
 * is drawn whole, with no pager and a search over it, only the rows in view in the DOM (issue 22
 * item 1, docs/decisions/016): every column in its row, the costs side by side, and "Columnas"
 * to hide those a person does not need.
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

  const money = (accessor: keyof ProductionOrderListRow): TableColumn<ProductionOrderListRow> => ({
    accessor,
    title: t(`productionOrder.fields.${accessor}`),
    kind: 'money',
    render: (order) => <Money value={order[accessor] as number} toCents />,
  });

  const columns: TableColumn<ProductionOrderListRow>[] = [
    { accessor: 'id', title: t('productionOrder.fields.id'), kind: 'id' },
    { accessor: 'contract_number', title: t('productionOrder.fields.contract_number'), kind: 'id' },
    { accessor: 'reference', title: t('productionOrder.fields.reference'), kind: 'longText' },
    { accessor: 'client', title: t('productionOrder.fields.client'), kind: 'longText' },
    money('supplies_cost'),
    money('labor_cost'),
    money('machinery_cost'),
    money('cost_work_third_party'),
    {
      accessor: 'created_at',
      title: t('productionOrder.fields.created_at'),
      kind: 'dateTime',
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
      render: (order) => formatDate(order.delivery_day),
    },
    money('contract_value'),
    { accessor: 'actual_amount', title: t('productionOrder.fields.actual_amount'), kind: 'quantity' },
    money('unit_real_cost'),
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
        // Another month opens at its top with no search.
        key={`${filter.year}-${filter.month}`}
        searchable
        virtualized
        columnsKey="production-orders"
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
