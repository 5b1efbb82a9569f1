import { useMemo } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconEye, IconPlus, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrencyToCents, formatDate, formatDateTime } from '@tintero/domain';
import { DataTable, type TableColumn } from '../../components/data-table';
import { MonthYearFilter, useMonthFilterParams } from '../../components/month-year-filter';
import { PageHeader } from '../../components/page-header';
import { RowAction, RowActions } from '../../components/row-actions';
import { paths } from '../../config/paths';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useQuotes } from './api';
import { QUOTE_STATUS_COLORS, QuoteStatusBadge, quoteStatusLabel } from './components/quote-status-badge';
import type { QuoteSummary } from './types';

/** "Valor": the one price, or the lowest to the highest option's; the accepted option's once accepted. */
export function priceOf(quote: QuoteSummary, range: (from: string, to: string) => string): string {
  if (quote.accepted_price !== null) return formatCurrencyToCents(quote.accepted_price);
  if (quote.price_from === null || quote.price_to === null) return '';
  if (quote.price_from === quote.price_to) return formatCurrencyToCents(quote.price_from);
  return range(formatCurrencyToCents(quote.price_from), formatCurrencyToCents(quote.price_to));
}

/**
 * Quotes (/quotes, DESIGN §12.1): those created in one month (month and year in the URL, as the
 * purchases'), a seller's own; status in its colour (expired read by the server's clock); the
 * table's search finds a client or a number; copy, Excel and CSV as every list.
 */
export function QuotesListPage() {
  const { t } = useTranslation();
  const [filter, changeFilter] = useMonthFilterParams();
  const quotes = useQuotes(filter);
  useErrorAlert(quotes.error, t('quote.messages.error.queryingList'));
  const records = useMemo(() => [...(quotes.data ?? [])].sort((a, b) => b.number - a.number), [quotes.data]);
  const range = (from: string, to: string) => t('quote.list.priceRange', { from, to });

  const columns: TableColumn<QuoteSummary>[] = [
    { accessor: 'number', title: t('quote.fields.number'), kind: 'id' },
    { accessor: 'client', title: t('quote.fields.client'), kind: 'longText' },
    { accessor: 'reference', title: t('quote.fields.reference'), kind: 'longText' },
    {
      accessor: 'status',
      title: t('quote.fields.status'),
      kind: 'status',
      render: (quote) => <QuoteStatusBadge status={quote.status} />,
      exportValue: (quote) => quoteStatusLabel(t, quote.status),
    },
    { accessor: 'price_from', title: t('quote.fields.price'), kind: 'text', render: (quote) => priceOf(quote, range) },
    { accessor: 'valid_until', title: t('quote.fields.valid_until'), kind: 'date', render: (quote) => formatDate(quote.valid_until) },
    { accessor: 'seller', title: t('quote.fields.seller'), kind: 'text' },
    { accessor: 'created_at', title: t('quote.fields.created_at'), kind: 'dateTime', render: (quote) => formatDateTime(quote.created_at) },
    {
      accessor: 'actions',
      title: t('quote.list.actionsColumn'),
      kind: 'actions',
      render: (quote) => (
        <RowActions>
          <RowAction
            label={t('quote.actions.view')}
            accessibleName={`${t('quote.actions.view')} ${quote.number}`}
            icon={IconEye}
            to={paths.quotes.show(quote.id)}
          />
          <RowAction
            label={t('quote.actions.print')}
            accessibleName={`${t('quote.actions.print')} ${quote.number}`}
            icon={IconPrinter}
            href={paths.quotes.print(quote.id)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('quote.titles.list')}>
        <Button component={Link} to={paths.quotes.new} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('quote.list.create')}
        </Button>
      </PageHeader>
      <MonthYearFilter
        value={filter}
        onChange={changeFilter}
        label={t('quote.list.filter')}
        monthLabel={t('quote.list.month')}
        yearLabel={t('quote.list.year')}
      />
      <DataTable<QuoteSummary>
        columnsKey="quotes"
        searchable
        records={records}
        pending={quotes.isPending}
        columns={columns}
        exportAs={{ fileName: 'cotizaciones' }}
        fetching={quotes.isFetching && !quotes.data}
        noRecordsText={t('quote.list.empty')}
        rowBackgroundColor={(quote) => (quote.status === 'expired' ? 'orange.0' : quote.status === 'rejected' ? 'red.0' : undefined)}
        customRowAttributes={(quote) => ({
          'data-quote-number': quote.number,
          'data-status': quote.status,
          'data-color': QUOTE_STATUS_COLORS[quote.status],
        })}
      />
    </Stack>
  );
}
