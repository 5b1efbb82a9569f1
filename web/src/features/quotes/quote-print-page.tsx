import { useEffect } from 'react';
import { Box, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyToCents, formatDate } from '@tintero/domain';
import { Alerts } from '../../components/alerts';
import { PageSpinner } from '../../components/spinner';
import { useErrorAlert, useIdParam } from '../../lib/screen-hooks';
import { usePublicSettings, useQuote } from './api';
import classes from './quote-print.module.css';

/** The print dialog opens this long after the quote and the settings have loaded (as the order's print view). */
export const QUOTE_PRINT_DELAY_MS = 100;

/**
 * The client's copy of a quote (/quotes/{id}/print, DESIGN §12.1), opened in a new tab: the
 * workshop's name, N.º, date, client, description, each option's quantity, unit price and total,
 * validity and terms. No costs, no margin. It prints by itself once loaded.
 */
export function QuotePrintPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const quote = useQuote(id);
  const settings = usePublicSettings();
  useErrorAlert(quote.error, t('quote.messages.error.querying'));
  const ready = quote.isSuccess && settings.isSuccess;

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => window.print(), QUOTE_PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  const data = quote.data;
  useEffect(() => {
    if (data) document.title = `${t('quote.titles.print')} N.º ${data.number}`;
  }, [data, t]);

  const options = data ? (data.accepted_option_id ? data.options.filter((o) => o.id === data.accepted_option_id) : data.options) : [];
  const header: [string, string][] = data
    ? ([
        ['client', data.client],
        ['contact', data.contact ?? ''],
        ['reference', data.reference ?? ''],
        ['description', data.description ?? ''],
        ['delivery_day', data.delivery_day ? formatDate(data.delivery_day) : ''],
      ].filter(([, value]) => value !== '') as [string, string][])
    : [];

  return (
    <Box className={classes.page} p="md">
      <Stack gap="md" maw={900} mx="auto">
        <div className={classes.screenOnly}>
          <Alerts placement="plain" />
        </div>
        {quote.isPending || settings.isPending ? <PageSpinner /> : null}
        {data && settings.data ? (
          <>
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Title order={1} size="h2">
                  {settings.data.workshop_name ?? ''}
                </Title>
                <Text size="lg" fw={600}>
                  {t('quote.titles.print')} {t('quote.fields.number')} {data.number}
                </Text>
                <Text size="sm">
                  {t('quote.fields.date')}: {formatDate(data.created_at)}
                </Text>
              </Stack>
              <Button className={classes.screenOnly} onClick={() => window.print()} leftSection={<IconPrinter size={18} aria-hidden />}>
                {t('quote.actions.print')}
              </Button>
            </Group>
            <Table withTableBorder withColumnBorders aria-label={t('quote.fields.client')}>
              <Table.Tbody>
                {header.map(([name, value]) => (
                  <Table.Tr key={name} data-field={name}>
                    <Table.Th scope="row" w={180}>
                      {t(`quote.fields.${name}`)}
                    </Table.Th>
                    <Table.Td style={{ whiteSpace: 'pre-line' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Table withTableBorder withColumnBorders aria-label={t('quote.print.optionsHeading')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('quote.print.optionsHeading')}</Table.Th>
                  <Table.Th ta="right">{t('quote.fields.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('quote.fields.unit_price')}</Table.Th>
                  <Table.Th ta="right">{t('quote.fields.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {options.map((option) => (
                  <Table.Tr key={option.id} data-option={option.position}>
                    <Table.Td>{t('quote.titles.option', { position: option.position })}</Table.Td>
                    <Table.Td ta="right">{option.quantity.toLocaleString('es-CO')}</Table.Td>
                    <Table.Td ta="right">{formatCurrencyToCents(option.unit_price)}</Table.Td>
                    <Table.Td ta="right">{formatCurrencyToCents(option.price)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text fw={500}>{t('quote.print.validUntil', { date: formatDate(data.valid_until) })}</Text>
            {settings.data.quote_terms ? (
              <Stack gap={4}>
                <Text fw={600}>{t('quote.fields.terms')}</Text>
                <Text size="sm" className={classes.terms}>
                  {settings.data.quote_terms}
                </Text>
              </Stack>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
