import { useEffect, useMemo } from 'react';
import { Box, Button, Group, Stack, Table } from '@mantine/core';
import { IconEdit, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, isOrderClosed } from '@tintero/domain';
import { Alerts } from '../../components/alerts';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import type { ProductionOrderPrintTableDefinition } from '../../lib/production-order-extensions';
import { useErrorAlert, useIdParam } from '../../lib/screen-hooks';
import { useProductionOrder } from './api';
import { basicsOf } from './basics';
import { usePrintTables } from './components/print-tables';
import classes from './print-page.module.css';

/** The print dialog opens this long after every load has settled (spec part 1 §2, §9). */
export const PRINT_DELAY_MS = 100;

/**
 * ProductionOrderPrintView (/production_orders/{id}/print), opened in a new tab: no sidebar or
 * menus, the header table, then the app layer's print tables (activities, in the spec's order).
 * It prints by itself once the order and every table have loaded.
 */
export function ProductionOrderPrintPage({ tables }: { tables: readonly ProductionOrderPrintTableDefinition[] }) {
  const { t } = useTranslation();
  const id = useIdParam();
  const order = useProductionOrder(id);
  const printTables = usePrintTables(id, tables);
  useErrorAlert(order.error, t('productionOrder.messages.error.querying'));
  const basics = useMemo(() => (order.data ? basicsOf(order.data) : null), [order.data]);
  const ready = order.isSuccess && printTables.isSuccess;

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  useEffect(() => {
    document.title = t('productionOrder.titles.print', { id });
  }, [id, t]);

  const header = order.data
    ? [
        ['reference', order.data.reference],
        ['id', order.data.id],
        ['created_at', formatDateTime(order.data.created_at)],
        ['contract_number', order.data.contract_number ?? ''],
        ['client', order.data.client],
        ['delivery_day', formatDate(order.data.delivery_day)],
        ['quantity', order.data.quantity],
        ['observation', order.data.observation ?? ''],
      ]
    : [];

  return (
    <Box className={classes.page} p="md">
      <Stack gap="md" maw={1100} mx="auto">
        <div className={classes.screenOnly}>
          <Alerts placement="plain" />
        </div>
        {order.isPending ? <PageSpinner /> : null}
        {order.data && basics ? (
          <>
            <PageHeader title={t('productionOrder.titles.print', { id })}>
              <Group gap="xs" className={classes.screenOnly}>
                {isOrderClosed(order.data.status) ? null : (
                  <Button
                    component={Link}
                    to={paths.productionOrders.edit(id)}
                    variant="default"
                    leftSection={<IconEdit size={18} aria-hidden />}
                  >
                    {t('productionOrder.actions.edit')}
                  </Button>
                )}
                <Button onClick={() => window.print()} leftSection={<IconPrinter size={18} aria-hidden />}>
                  {t('productionOrder.actions.printNow')}
                </Button>
              </Group>
            </PageHeader>
            <Table withTableBorder withColumnBorders className={classes.headerTable} aria-label={t('productionOrder.titles.print', { id })}>
              <Table.Tbody>
                {header.map(([name, value]) => (
                  <Table.Tr key={name} data-field={name}>
                    <Table.Th scope="row">{t(`productionOrder.fields.${name}`)}</Table.Th>
                    <Table.Td style={{ whiteSpace: 'pre-line' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {printTables.data?.map(({ value, Component, data }) => (
              <Component key={value} order={basics} data={data} />
            ))}
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
