import { MyDashboardPage } from '../features/activities/work/my-dashboard-page';
import { AddInkPanel } from '../features/order-supplies/add-ink-panel';
import { OperatorProductionOrder } from '../features/production-orders/components/operator-production-order';

const OrderView = ({ orderId }: { orderId: number }) => <OperatorProductionOrder id={orderId} />;

/**
 * MyDashboard (/my_dashboard): the activities feature's screen, with the order in operator mode
 * (production orders) and "add ink" (supplies used) plugged in here, since features never import
 * each other.
 */
export function MyDashboardRoute() {
  return <MyDashboardPage OrderView={OrderView} AddInk={AddInkPanel} />;
}
