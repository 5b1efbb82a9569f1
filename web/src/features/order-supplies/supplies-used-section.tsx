import type { ProductionOrderSectionProps } from '../../lib/production-order-extensions';
import { MovementRecordsSection } from './components/movement-records-table';

/** The supplies-used table of the order's detail view; rows link to their supplies. */
export function SuppliesUsedSection(props: ProductionOrderSectionProps) {
  return <MovementRecordsSection kind="supplies_used" {...props} />;
}
