import type { ProductionOrderSectionProps } from '../../lib/production-order-extensions';
import { MovementRecordsSection } from './components/movement-records-table';

/** The leftovers table of the order's detail view; rows link to their supplies. */
export function LeftoversSection(props: ProductionOrderSectionProps) {
  return <MovementRecordsSection kind="leftovers" {...props} />;
}
