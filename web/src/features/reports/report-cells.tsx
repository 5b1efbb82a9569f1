import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { formatDateTime, sumMoney } from '@tintero/domain';
import { paths } from '../../config/paths';
import { formatQuantity } from '../../components/activity-display';

/** Pieces both reports' tables draw alike. */

/** Worked minutes and labour value of some rows, added up exactly (6 decimals, no float drift). */
export function reportTotals(rows: readonly { minutes: number; value: number }[]) {
  return { minutes: sumMoney(rows.map((row) => row.minutes)), value: sumMoney(rows.map((row) => row.value)) };
}

/** Quantity produced, red when below the activity's quantity (spec part 2 §2). */
export function QuantityProduced({ produced, quantity }: { produced: number; quantity: number | null }) {
  const below = quantity !== null && produced < quantity;
  return (
    <Text span inherit c={below ? 'red' : undefined} fw={below ? 700 : undefined} data-below-quantity={below}>
      {formatQuantity(produced)}
    </Text>
  );
}

/** The order's number, a link to it. */
export function OrderLink({ id }: { id: number }) {
  return (
    <Anchor component={Link} to={paths.productionOrders.show(id)}>
      {id}
    </Anchor>
  );
}

/** An end time, or "En curso" while the interval runs. */
export const endTimeText = (t: TFunction, endTime: string | null) => (endTime ? formatDateTime(endTime) : t('reports.fields.running'));
