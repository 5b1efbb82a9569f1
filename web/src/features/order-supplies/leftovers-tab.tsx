import type { ProductionOrderTabProps } from '../../lib/production-order-extensions';
import { MovementRecordsTab } from './components/movement-records-tab';

/** The "leftovers" tab of the order's edit screen: supply and quantity, no value. */
export function LeftoversTab(props: ProductionOrderTabProps) {
  return <MovementRecordsTab kind="leftovers" {...props} />;
}
