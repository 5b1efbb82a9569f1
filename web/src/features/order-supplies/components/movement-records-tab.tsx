import { useEffect } from 'react';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../lib/alerts-store';
import { errorMessage } from '../../../lib/api-client';
import type { ProductionOrderTabProps } from '../../../lib/production-order-extensions';
import { useSession } from '../../../lib/session';
import { useMovementRecords } from '../api';
import type { MovementRecordKind } from '../types';
import { MovementRecordForm, textsOf } from './movement-record-form';

/**
 * The supplies-used and leftovers tabs of the order's edit screen (spec part 2 §2): a notice that
 * records stop being editable after a while, the form of a new record, then every record as an
 * inline form, newest first. Each change reloads the order (its costs moved).
 */
export function MovementRecordsTab({ kind, order, closed, refreshOrder }: ProductionOrderTabProps & { kind: MovementRecordKind }) {
  const { t } = useTranslation();
  const ns = textsOf[kind];
  const session = useSession();
  const showValue = session?.claims.role !== 'operator';

  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
        {t(`${ns}.notice`)}
      </Alert>
      {closed ? (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} role="note">
          {t('orderSupplies.closed')}
        </Alert>
      ) : (
        <MovementRecordForm kind={kind} orderId={order.id} closed={false} showValue={showValue} onChanged={refreshOrder} />
      )}
      <MovementRecordsList kind={kind} orderId={order.id} closed={closed} showValue={showValue} onChanged={refreshOrder} />
    </Stack>
  );
}

/**
 * The records of an order, newest first, each an inline form (read-only when `closed`), under
 * their heading; a loading indicator first, a line when there are none.
 */
export function MovementRecordsList({
  kind,
  orderId,
  closed,
  showValue,
  onChanged,
}: {
  kind: MovementRecordKind;
  orderId: number;
  closed: boolean;
  showValue: boolean;
  onChanged: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const ns = textsOf[kind];
  const records = useMovementRecords(orderId, kind);

  useEffect(() => {
    if (records.error) alerts.danger(errorMessage(records.error, t(`${ns}.messages.error.querying`)));
  }, [records.error, ns, t]);

  return (
    <>
      <Title order={3} size="h5">
        {t(`${ns}.titles.list`)}
      </Title>
      {records.isPending ? (
        <Center py="md" role="status" aria-label={t('common.messages.loading')}>
          <Loader />
        </Center>
      ) : (records.data ?? []).length === 0 ? (
        <Text c="dimmed">{t(`${ns}.empty`)}</Text>
      ) : (
        <Stack gap="sm" aria-label={t(`${ns}.titles.list`)} component="section">
          {records.data!.map((record) => (
            <MovementRecordForm
              key={record.id}
              kind={kind}
              orderId={orderId}
              record={record}
              closed={closed}
              showValue={showValue}
              onChanged={onChanged}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
