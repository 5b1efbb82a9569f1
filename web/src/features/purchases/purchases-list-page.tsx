import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconBan, IconEdit, IconEye, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate, formatDateTime, type PurchaseResponse } from '@tintero/domain';
import { DataTable, type TableColumn } from '../../components/data-table';
import { MonthYearFilter, useMonthFilterParams } from '../../components/month-year-filter';
import { PageHeader } from '../../components/page-header';
import { RowAction, RowActions } from '../../components/row-actions';
import { StatusBadge, statusLabel } from '../../components/status-badge';
import { paths } from '../../config/paths';
import type { MonthFilter } from '../../lib/month-filter';
import { useErrorAlert } from '../../lib/screen-hooks';
import { usePurchases } from './api';
import { CancelPurchaseModal } from './components/cancel-purchase-modal';

/** A purchase of the month shown whose purchase date lies in another month (spec part 2 §2: highlighted as info). */
export function purchasedInAnotherMonth(purchase: Pick<PurchaseResponse, 'purchased_at'>, filter: MonthFilter): boolean {
  const [year, month] = purchase.purchased_at.split('-').map(Number);
  return year !== filter.year || month !== filter.month;
}

/**
 * PurchaseList (/purchases, spec part 2 §2): the purchases created in one month (month and year in
 * the URL), columns id, invoice number, company, purchase date, status, created, total; view, and
 * edit and cancel while the server says the purchase is still editable. Cancelled rows are red;
 * rows bought in another month are highlighted. A cancel's answer replaces its row.
 */
export function PurchasesListPage() {
  const { t } = useTranslation();
  const [filter, changeFilter] = useMonthFilterParams();
  const purchases = usePurchases(filter);
  const [cancelling, setCancelling] = useState<PurchaseResponse | null>(null);
  useErrorAlert(purchases.error, t('purchase.messages.error.queryingList'));

  const records = useMemo(
    () => [...(purchases.data ?? [])].sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1)),
    [purchases.data],
  );

  const columns: TableColumn<PurchaseResponse>[] = [
    { accessor: 'id', title: t('purchase.fields.id'), kind: 'id' },
    { accessor: 'invoice_number', title: t('purchase.fields.invoice_number'), kind: 'text' },
    { accessor: 'company', title: t('purchase.fields.company'), kind: 'longText' },
    {
      accessor: 'purchased_at',
      title: t('purchase.fields.purchased_at'),
      kind: 'date',
      render: (purchase) => formatDate(purchase.purchased_at),
    },
    {
      accessor: 'status',
      title: t('purchase.fields.status'),
      kind: 'status',
      render: (purchase) => <StatusBadge status={purchase.status} scope="purchase" />,
      exportValue: (purchase) => statusLabel(t, purchase.status, 'purchase'),
    },
    {
      accessor: 'created_at',
      title: t('purchase.fields.created_at'),
      kind: 'dateTime',
      render: (purchase) => formatDateTime(purchase.created_at),
    },
    { accessor: 'total', title: t('purchase.fields.total'), kind: 'money', render: (purchase) => formatCurrency(purchase.total) },
    {
      accessor: 'actions',
      title: t('purchase.list.actionsColumn'),
      kind: 'actions',
      render: (purchase) => (
        <RowActions>
          <RowAction
            label={t('purchase.actions.view')}
            accessibleName={`${t('purchase.actions.view')} ${purchase.id}`}
            icon={IconEye}
            to={paths.purchases.show(purchase.id)}
          />
          {purchase.editable ? (
            <RowAction
              label={t('purchase.actions.edit')}
              accessibleName={`${t('purchase.actions.edit')} ${purchase.id}`}
              icon={IconEdit}
              to={paths.purchases.edit(purchase.id)}
            />
          ) : null}
          {purchase.editable ? (
            <RowAction
              label={t('purchase.actions.cancel')}
              accessibleName={`${t('purchase.actions.cancel')} ${purchase.id}`}
              icon={IconBan}
              color="red"
              onClick={() => setCancelling(purchase)}
            />
          ) : null}
        </RowActions>
      ),
    },
  ];

  const highlight = (purchase: PurchaseResponse) =>
    purchase.status === 'cancelled' ? 'cancelled' : purchasedInAnotherMonth(purchase, filter) ? 'otherMonth' : undefined;

  return (
    <Stack gap="md">
      <PageHeader title={t('purchase.titles.list')}>
        <Button component={Link} to={paths.purchases.new} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('purchase.list.create')}
        </Button>
      </PageHeader>
      <MonthYearFilter
        value={filter}
        onChange={changeFilter}
        label={t('purchase.list.filter')}
        monthLabel={t('purchase.list.month')}
        yearLabel={t('purchase.list.year')}
      />
      <DataTable<PurchaseResponse>
        columnsKey="purchases"
        searchable
        records={records}
        pending={purchases.isPending}
        columns={columns}
        exportAs={{ fileName: 'compras' }}
        fetching={purchases.isFetching && !purchases.data}
        noRecordsText={t('purchase.list.empty')}
        rowColor={(purchase) => (highlight(purchase) === 'cancelled' ? 'red.9' : undefined)}
        rowBackgroundColor={(purchase) => {
          const kind = highlight(purchase);
          return kind === 'cancelled' ? 'red.0' : kind === 'otherMonth' ? 'blue.0' : undefined;
        }}
        customRowAttributes={(purchase) => ({
          'data-purchase-id': purchase.id,
          'data-status': purchase.status,
          'data-highlight': highlight(purchase),
        })}
      />
      <CancelPurchaseModal purchase={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
