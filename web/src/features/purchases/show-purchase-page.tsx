import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconList } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatStockQuantity,
  type PurchaseDetailResponse,
  type PurchaseResponse,
} from '@tintero/domain';
import { DataTable, type TableColumn } from '../../components/data-table';
import { FieldList } from '../../components/field-list';
import { useHighlightedRow } from '../../components/highlighted-row';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import { paths } from '../../config/paths';
import { useErrorAlert } from '../../lib/screen-hooks';
import { usePurchase, usePurchaseByDetail } from './api';
import { AuditHistory } from '../../components/audit-history';

/**
 * ShowPurchase (/purchases/{id}) and ShowPurchaseDetail (/purchases/{id}/purchase_details/{detail},
 * where the kardex links land): the purchase's fields, its details (the one asked for highlighted),
 * the grand total, approval and cancellation, created and updated; edit only while editable.
 * By detail, the purchase is read through the detail (`show_by_detail_id`): the link may not know it.
 */
export function ShowPurchasePage() {
  const { t } = useTranslation();
  const params = useParams();
  const detailId = params.purchase_detail_id === undefined ? undefined : Number(params.purchase_detail_id);
  const byId = usePurchase(detailId === undefined ? Number(params.id) : undefined);
  const byDetail = usePurchaseByDetail(detailId);
  const query = detailId === undefined ? byId : byDetail;
  useErrorAlert(query.error, t(detailId === undefined ? 'purchase.messages.error.querying' : 'purchaseDetail.messages.error.querying'));
  const purchase = query.data;
  if (!purchase) return query.isPending ? <PageSpinner /> : null;
  return <PurchaseView purchase={purchase} highlightedDetail={detailId} />;
}

function PurchaseView({ purchase, highlightedDetail }: { purchase: PurchaseResponse; highlightedDetail: number | undefined }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`purchase.fields.${name}`);
  const columns: TableColumn<PurchaseDetailResponse>[] = [
    { accessor: 'supply_name', title: t('purchaseDetail.fields.supply_name'), kind: 'text' },
    {
      accessor: 'quantity',
      title: t('purchaseDetail.fields.quantity'),
      kind: 'quantity',
      render: (detail) => `${formatStockQuantity(detail.quantity)} ${detail.unit_of_measurement}`,
    },
    {
      accessor: 'unit_value',
      title: t('purchaseDetail.fields.unit_value'),
      kind: 'money',
      render: (detail) => formatCurrency(detail.unit_value),
    },
    { accessor: 'total', title: t('purchaseDetail.fields.total'), kind: 'money', render: (detail) => formatCurrency(detail.total) },
  ];
  const cancelled = purchase.status === 'cancelled';
  const highlight = useHighlightedRow<PurchaseDetailResponse>(highlightedDetail);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('purchase.titles.showNumbered', { id: purchase.id })}
        badge={<StatusBadge status={purchase.status} scope="purchase" size="lg" />}
      >
        <Group gap="xs">
          {purchase.editable ? (
            <Button component={Link} to={paths.purchases.edit(purchase.id)} leftSection={<IconEdit size={18} aria-hidden />}>
              {t('purchase.actions.edit')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.purchases.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
            {t('purchase.actions.backToList')}
          </Button>
        </Group>
      </PageHeader>
      <Paper withBorder p="lg" radius="md" component="section" aria-label={t('purchase.sections.data')}>
        <FieldList
          cols={{ base: 1, xs: 2, md: 4 }}
          items={[
            { name: 'company', label: label('company'), value: purchase.company },
            { name: 'invoice_number', label: label('invoice_number'), value: purchase.invoice_number },
            { name: 'purchased_at', label: label('purchased_at'), value: formatDate(purchase.purchased_at) },
            { name: 'status', label: label('status'), value: <StatusBadge status={purchase.status} scope="purchase" /> },
            { name: 'approved_by', label: label('approved_by'), value: purchase.approved_by },
            { name: 'approved_at', label: label('approved_at'), value: formatDateTime(purchase.approved_at) },
            { name: 'created_at', label: label('created_at'), value: formatDateTime(purchase.created_at) },
            { name: 'updated_at', label: label('updated_at'), value: formatDateTime(purchase.updated_at) },
          ]}
        />
      </Paper>
      {cancelled ? (
        <Paper withBorder p="lg" radius="md" component="section" aria-label={t('purchase.sections.cancellation')} bg="red.0">
          <Title order={2} size="h4" mb="sm">
            {t('purchase.sections.cancellation')}
          </Title>
          <FieldList
            items={[
              { name: 'cancelled_by', label: label('cancelled_by'), value: purchase.cancelled_by },
              { name: 'cancelled_at', label: label('cancelled_at'), value: formatDateTime(purchase.cancelled_at) },
              { name: 'observation', label: label('observation'), value: purchase.observation },
            ]}
          />
        </Paper>
      ) : null}
      <Stack gap="xs" component="section" aria-label={t('purchase.sections.details')}>
        <Title order={2} size="h4">
          {t('purchase.sections.details')}
        </Title>
        <DataTable<PurchaseDetailResponse>
          records={purchase.details}
          // Paged as every general table: it opens on the page of the detail a kardex link landed on.
          openOn={highlight.openOn}
          columns={columns}
          noRecordsText={t('purchaseDetail.empty')}
          rowClassName={highlight.rowClassName}
          customRowAttributes={(detail) => ({ 'data-detail-id': detail.id, ...highlight.attributesOf(detail) })}
        />
        <Group justify="flex-end" gap="xs">
          <Text fw={500}>{t('purchaseDetail.grandTotal')}:</Text>
          <Text fw={700} data-testid="purchase-total">
            {formatCurrency(purchase.total)}
          </Text>
        </Group>
      </Stack>
      <AuditHistory recordType="purchases" recordId={purchase.id} />
    </Stack>
  );
}
