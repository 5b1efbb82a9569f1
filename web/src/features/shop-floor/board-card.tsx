import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShopFloorRow } from '@tintero/domain';
import { paths } from '../../config/paths';

type Row = Omit<ShopFloorRow, 'user_id' | 'operator' | 'activity_user_id'> & { operator: string | null };

/**
 * One worker on one activity as the board shows it: the order (linked) and its reference, the
 * activity, the operator and the machine; `children` is what the section adds (a running time, a
 * due date). Large type and nothing behind hover: it is read from across the floor. In a machine's
 * lane (`inLane`) the machine goes without saying.
 */
export function BoardCard({ row, color, children, inLane = false }: { row: Row; color?: string; children?: ReactNode; inLane?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card
      component="article"
      aria-label={t('shopFloor.card', {
        activity: t('shopFloor.activity', { name: row.activity_name, id: row.activity_id }),
        operator: row.operator ?? t('shopFloor.noWorker'),
      })}
      data-tone={color}
      withBorder
      padding="md"
      radius="md"
      style={color ? { borderLeft: `6px solid var(--mantine-color-${color}-6)` } : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={paths.productionOrders.edit(row.production_order_id)} fw={700} size="lg">
            {t('shopFloor.order', { id: row.production_order_id, reference: row.reference })}
          </Anchor>
          {row.machine && !inLane ? <Badge variant="light">{row.machine}</Badge> : null}
        </Group>
        <Text fw={600}>{t('shopFloor.activity', { name: row.activity_name, id: row.activity_id })}</Text>
        <Text>{row.operator ?? t('shopFloor.noWorker')}</Text>
        {children}
      </Stack>
    </Card>
  );
}
