import type { TFunction } from 'i18next';
import { formatStockQuantity } from '@tintero/domain';
import type { TableColumn } from '../../../components/data-table';
import type { KardexEntry } from '../types';
import { KardexSourceBadge } from './kardex-source-badge';
import { OrderLink, SourceDetailLink, sourceDetailPath } from './kardex-links';

type StockFigures = Pick<KardexEntry, 'input' | 'output' | 'balance'>;

/**
 * Input, output and balance, the stock figures every kardex screen shows. The per-supply kardex
 * leaves an empty side blank (`blankZero`): each of its lines is an input or an output.
 */
export function stockColumns<T extends StockFigures>(t: TFunction, { blankZero = false } = {}): TableColumn<T>[] {
  const figure = (value: number) => (blankZero && !value ? '' : formatStockQuantity(value));
  return [
    { accessor: 'input', title: t('kardex.fields.input'), kind: 'quantity', render: (row) => figure(row.input) },
    { accessor: 'output', title: t('kardex.fields.output'), kind: 'quantity', render: (row) => figure(row.output) },
    { accessor: 'balance', title: t('kardex.fields.balance'), kind: 'quantity', render: (row) => formatStockQuantity(row.balance) },
  ];
}

/** Where a kardex entry comes from: its order (linked), the order's reference, its source and the purchase or inventory detail. */
export function entryOriginColumns<T extends KardexEntry>(t: TFunction) {
  return {
    order: {
      accessor: 'production_order_id',
      title: t('kardex.fields.production_order_id'),
      kind: 'id',
      render: (entry) => <OrderLink entry={entry} />,
    } satisfies TableColumn<T>,
    reference: {
      accessor: 'reference',
      title: t('kardex.fields.reference'),
      kind: 'longText',
    } satisfies TableColumn<T>,
    source: {
      accessor: 'source_type',
      title: t('kardex.fields.source_type'),
      kind: 'status',
      render: (entry) => <KardexSourceBadge source={entry.source_type} />,
      exportValue: (entry) => t(`kardex.sources.${entry.source_type}`, { defaultValue: entry.source_type }),
    } satisfies TableColumn<T>,
    detail: {
      accessor: 'detail',
      title: t('kardex.fields.detail'),
      render: (entry) => <SourceDetailLink entry={entry} />,
      // The link reads "Ver compra": the export writes the detail's id, by which that screen opens.
      exportValue: (entry) => (sourceDetailPath(entry) ? entry.source_id : null),
    } satisfies TableColumn<T>,
  };
}
