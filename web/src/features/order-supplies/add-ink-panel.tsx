import { Stack } from '@mantine/core';
import { MovementRecordForm } from './components/movement-record-form';
import { MovementRecordsList } from './components/movement-records-tab';

const nothingToRefresh = () => undefined;

/**
 * "Add ink" on the operator's dashboard (spec part 2 §2 "Operator home"): a supply used on the
 * order the operator works on, without values (DESIGN §5), and the ones already used, read-only.
 */
export function AddInkPanel({ orderId }: { orderId: number }) {
  return (
    <Stack gap="md">
      <MovementRecordForm kind="supplies_used" orderId={orderId} closed={false} showValue={false} onChanged={nothingToRefresh} />
      <MovementRecordsList kind="supplies_used" orderId={orderId} closed showValue={false} onChanged={nothingToRefresh} />
    </Stack>
  );
}
