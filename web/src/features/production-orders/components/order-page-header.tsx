import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconList, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';

/** The title of an order's screens with its status badge (once loaded) and the screen's buttons. */
export function OrderPageHeader({ title, status, children }: { title: string; status: string | undefined; children?: ReactNode }) {
  return (
    <PageHeader title={title} badge={status !== undefined ? <StatusBadge status={status} size="lg" /> : null}>
      {children}
    </PageHeader>
  );
}

/** Opens the print view in a new tab, so the screen behind keeps its state. */
export function PrintOrderButton({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={paths.productionOrders.print(id)}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      leftSection={<IconPrinter size={18} aria-hidden />}
    >
      {t('productionOrder.actions.print')}
    </Button>
  );
}

export function BackToOrdersButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={paths.productionOrders.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
      {t('productionOrder.actions.backToList')}
    </Button>
  );
}
