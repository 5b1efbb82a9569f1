import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import type { KardexEntry } from '../types';

/** The production order of an entry, linked (entries of purchases, inventories and new supplies have none). */
export function OrderLink({ entry }: { entry: Pick<KardexEntry, 'production_order_id'> }) {
  const { t } = useTranslation();
  if (!entry.production_order_id) return null;
  return (
    <Anchor
      component={Link}
      to={paths.productionOrders.show(entry.production_order_id)}
      aria-label={t('kardex.actions.order', { id: entry.production_order_id })}
    >
      {entry.production_order_id}
    </Anchor>
  );
}

/**
 * Where a purchase or inventory entry came from: `/purchases/{purchase}/purchase_details/{detail}`
 * or `/inventaries/{inventory}/inventary_details/{detail}`, the detail being the entry's
 * `source_id` and its purchase or inventory the entry's `source_parent_id`. Those screens read the
 * record through the detail (`GET /purchases/show_by_detail_id/{detail}`, and the same for
 * inventories) and highlight its row.
 */
type SourceOf = Pick<KardexEntry, 'source_type' | 'source_id' | 'source_parent_id'>;
export function sourceDetailPath(entry: SourceOf): string | null {
  if (entry.source_parent_id === null) return null;
  if (entry.source_type === 'PurchaseDetail') return paths.purchases.detail(entry.source_parent_id, entry.source_id);
  if (entry.source_type === 'InventaryDetail') return paths.inventaries.detail(entry.source_parent_id, entry.source_id);
  return null;
}

export function SourceDetailLink({ entry }: { entry: SourceOf }) {
  const { t } = useTranslation();
  const to = sourceDetailPath(entry);
  if (!to) return null;
  const label = t(entry.source_type === 'PurchaseDetail' ? 'kardex.actions.purchaseDetail' : 'kardex.actions.inventaryDetail');
  return (
    <Anchor component={Link} to={to} aria-label={`${label} ${entry.source_id}`} style={{ whiteSpace: 'nowrap' }}>
      {label}
    </Anchor>
  );
}
