import { useSearchParams } from 'react-router';
import { focusedActivityOf } from '../features/operator-work/ticket-notice';
import { MyDashboardPage } from '../features/operator-work/my-dashboard-page';
import { AddInkPanel } from '../features/order-supplies/add-ink-panel';
import { OperatorProductionOrder } from '../features/production-orders/components/operator-production-order';

const OrderView = ({ orderId }: { orderId: number }) => <OperatorProductionOrder id={orderId} />;

/**
 * MyDashboard (/my_dashboard): the activities feature's screen, with the order in operator mode
 * (production orders) and "add ink" (supplies used) plugged in here, since features never import
 * each other. `?activity=12` is where a job ticket's URL (/work/12) leads: the dashboard focuses
 * that activity; closing its notice drops the parameter.
 */
export function MyDashboardRoute() {
  const [params, setParams] = useSearchParams();
  return (
    <MyDashboardPage
      OrderView={OrderView}
      AddInk={AddInkPanel}
      focusActivityId={focusedActivityOf(params)}
      onDismissFocus={() => setParams({}, { replace: true })}
    />
  );
}
