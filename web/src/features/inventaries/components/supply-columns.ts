import type { TFunction } from 'i18next';
import { formatStockQuantity, type InventaryDetailResponse } from '@tintero/domain';
import type { TableColumn } from '../../../components/data-table';

/** The supply of an inventory row and the stock the system had: the first columns of the count and of the view. */
export function supplyColumns(t: TFunction): TableColumn<InventaryDetailResponse>[] {
  return [
    { accessor: 'name', title: t('inventaryDetail.fields.name'), kind: 'text' },
    { accessor: 'type_supply_name', title: t('inventaryDetail.fields.type_supply'), kind: 'text' },
    {
      accessor: 'supply_quantity',
      title: t('inventaryDetail.fields.supply_quantity'),
      kind: 'quantity',
      render: (row) => `${formatStockQuantity(row.supply_quantity)} ${row.unit_of_measurement}`,
    },
  ];
}
