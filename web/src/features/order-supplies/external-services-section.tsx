import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductionOrderSectionProps } from '../../lib/production-order-extensions';
import { useExternalServices } from './api';
import { ExternalServicesTable } from './components/external-services-table';

/** The external-services table of the order's detail view, with its totals; nothing when there are none. */
export function ExternalServicesSection({ order }: ProductionOrderSectionProps) {
  const { t } = useTranslation();
  const services = useExternalServices(order.id);
  if (!services.data || services.data.length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('externalService.titles.section')}>
      <Title order={2} size="h4" mb="md">
        {t('externalService.titles.section')}
      </Title>
      <ExternalServicesTable services={services.data} />
    </Paper>
  );
}
