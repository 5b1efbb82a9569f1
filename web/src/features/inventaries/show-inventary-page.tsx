import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconList, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatStockQuantity, type InventaryDetailResponse, type InventaryResponse } from '@tintero/domain';
import { DataTable, type TableColumn } from '../../components/data-table';
import { FieldList } from '../../components/field-list';
import { useHighlightedRow } from '../../components/highlighted-row';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import { paths } from '../../config/paths';
import { useErrorAlert } from '../../lib/screen-hooks';
import { monthNames } from '../../lib/month-filter';
import { useInventary, useInventaryByDetail } from './api';
import { useAskDeleteInventary } from './components/delete-inventary';
import { supplyColumns } from './components/supply-columns';
import { periodLabel } from './period';
import { AuditHistory } from '../../components/audit-history';

/** Red where the system had more than was counted, green where it had less (spec part 2 §2). */
export function countDifference(detail: Pick<InventaryDetailResponse, 'supply_quantity' | 'quantity'>): 'missing' | 'surplus' | undefined {
  if (detail.quantity === null) return undefined;
  if (detail.supply_quantity > detail.quantity) return 'missing';
  if (detail.supply_quantity < detail.quantity) return 'surplus';
  return undefined;
}

/**
 * ShowInventary (/inventaries/{id}) and ShowInventaryDetail (/inventaries/{id}/inventary_details/{detail},
 * where the kardex adjustments link, read through `show_by_detail_id` with that row highlighted):
 * month, year, status, deadline, observation; each supply's system quantity beside its count.
 * An inventory in creation offers edit and delete.
 */
export function ShowInventaryPage() {
  const { t } = useTranslation();
  const params = useParams();
  const detailId = params.inventary_detail_id === undefined ? undefined : Number(params.inventary_detail_id);
  const byId = useInventary(detailId === undefined ? Number(params.id) : undefined);
  const byDetail = useInventaryByDetail(detailId);
  const query = detailId === undefined ? byId : byDetail;
  useErrorAlert(query.error, t(detailId === undefined ? 'inventary.messages.error.querying' : 'inventaryDetail.messages.error.querying'));
  if (!query.data) return query.isPending ? <PageSpinner /> : null;
  return <InventaryView inventary={query.data} highlightedDetail={detailId} />;
}

function InventaryView({ inventary, highlightedDetail }: { inventary: InventaryResponse; highlightedDetail: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ask: askDelete, pendingId } = useAskDeleteInventary();
  const label = (name: string) => t(`inventary.fields.${name}`);
  const open = inventary.status === 'in_creation';
  const highlight = useHighlightedRow<InventaryDetailResponse>(highlightedDetail);
  const columns: TableColumn<InventaryDetailResponse>[] = [
    ...supplyColumns(t),
    {
      accessor: 'quantity',
      title: t('inventaryDetail.fields.quantity'),
      kind: 'quantity',
      render: (row) => (row.quantity === null ? '—' : `${formatStockQuantity(row.quantity)} ${row.unit_of_measurement}`),
    },
    {
      accessor: 'current_quantity',
      title: t('inventaryDetail.fields.current_quantity'),
      kind: 'quantity',
      render: (row) => formatStockQuantity(row.current_quantity),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={`${t('inventary.titles.showNumbered', { id: inventary.id })}: ${periodLabel(inventary)}`}
        badge={<StatusBadge status={inventary.status} size="lg" />}
      >
        <Group gap="xs">
          {open ? (
            <Button component={Link} to={paths.inventaries.edit(inventary.id)} leftSection={<IconEdit size={18} aria-hidden />}>
              {t('inventary.actions.edit')}
            </Button>
          ) : null}
          {open ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={18} aria-hidden />}
              loading={pendingId === inventary.id}
              onClick={() => askDelete(inventary, () => void navigate(paths.inventaries.list))}
            >
              {t('inventary.actions.delete')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.inventaries.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
            {t('inventary.actions.backToList')}
          </Button>
        </Group>
      </PageHeader>
      <Paper withBorder p="lg" radius="md" component="section" aria-label={t('inventary.sections.data')}>
        <FieldList
          cols={{ base: 1, xs: 2, md: 4 }}
          items={[
            { name: 'month', label: label('month'), value: monthNames()[inventary.month - 1] },
            { name: 'year', label: label('year'), value: inventary.year },
            { name: 'status', label: label('status'), value: <StatusBadge status={inventary.status} /> },
            { name: 'deadline', label: label('deadline'), value: formatDate(inventary.deadline) },
            { name: 'observation', label: label('observation'), value: inventary.observation },
            { name: 'created_by', label: label('created_by'), value: inventary.created_by },
            { name: 'created_at', label: label('created_at'), value: formatDateTime(inventary.created_at) },
            { name: 'closed_at', label: label('closed_at'), value: formatDateTime(inventary.closed_at) },
          ]}
        />
      </Paper>
      <Stack gap="xs" component="section" aria-label={t('inventary.sections.details')}>
        <Title order={2} size="h4">
          {t('inventary.sections.details')}
        </Title>
        <Group gap="lg">
          <Text size="sm" c="red.8">
            {t('inventaryDetail.legend.missing')}
          </Text>
          <Text size="sm" c="green.8">
            {t('inventaryDetail.legend.surplus')}
          </Text>
        </Group>
        <DataTable<InventaryDetailResponse>
          // Thousands of supplies: a page at a time, opening on the page of the detail asked for.
          records={inventary.details}
          openOn={highlight.openOn}
          searchable
          columns={columns}
          noRecordsText={t('inventaryDetail.empty')}
          rowColor={(row) => {
            const difference = countDifference(row);
            return difference === 'missing' ? 'red.9' : difference === 'surplus' ? 'green.9' : undefined;
          }}
          rowClassName={highlight.rowClassName}
          rowBackgroundColor={(row) => {
            const difference = countDifference(row);
            return difference === 'missing' ? 'red.0' : difference === 'surplus' ? 'green.0' : undefined;
          }}
          customRowAttributes={(row) => ({
            'data-detail-id': row.id,
            'data-difference': countDifference(row),
            ...highlight.attributesOf(row),
          })}
        />
      </Stack>
      <AuditHistory recordType="inventaries" recordId={inventary.id} />
    </Stack>
  );
}
