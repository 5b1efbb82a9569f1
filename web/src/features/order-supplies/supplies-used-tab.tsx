import type { ProductionOrderTabProps } from '../../lib/production-order-extensions';
import { MovementRecordsTab } from './components/movement-records-tab';

/** The "supplies used" tab of the order's edit screen; it loads with the screen. */
export function SuppliesUsedTab(props: ProductionOrderTabProps) {
  return <MovementRecordsTab kind="supplies_used" {...props} />;
}
