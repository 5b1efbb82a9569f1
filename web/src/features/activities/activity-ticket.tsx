import { Box } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alerts } from '../../components/alerts';
import { NotFound, isNotFound } from '../../components/not-found';
import { PageSpinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useActivityPlace } from './api';
import { activityPlacePath } from './activity-place';

/**
 * A job ticket's URL (/work/{activity_id}) opened by an administrator (docs/decisions/015): asks
 * where the activity is and opens it in its order, on its tab with its row marked (a closed
 * order's detail view with its card marked). An id that is no activity says so on the screen.
 * It is drawn outside the signed-in layout (the ticket's route is a redirect), so it shows its
 * own alerts.
 */
export function ActivityTicket({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const place = useActivityPlace(activityId);
  const missing = isNotFound(place.error);
  useErrorAlert(missing ? null : place.error, t('activity.ticket.failed', { id: activityId }));

  if (place.data) return <Navigate to={activityPlacePath(place.data)} replace />;
  if (missing) {
    return (
      <Box p="md">
        <NotFound
          title={t('activity.ticket.notFound.title', { id: activityId })}
          message={t('activity.ticket.notFound.message')}
          backTo={paths.productionOrders.list}
          backLabel={t('productionOrder.actions.backToList')}
        />
      </Box>
    );
  }
  if (place.isError) {
    return (
      <Box p="md">
        <Alerts placement="plain" />
      </Box>
    );
  }
  return <PageSpinner />;
}
