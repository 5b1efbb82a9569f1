import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrencyToCents, formatDate } from '@tintero/domain';
import { paths } from '../../config/paths';
import { useAcceptedQuotes } from './api';

/** Administrators' Home: accepted quotes waiting for "Crear orden". */
export function AcceptedQuotesQueue() {
  const { t } = useTranslation();
  const accepted = useAcceptedQuotes();
  const quotes = accepted.data ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('quote.titles.acceptedQueue')}>
      <Title order={2} size="h4" mb="sm">
        {t('quote.titles.acceptedQueue')}
      </Title>
      {accepted.isPending ? null : quotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('quote.emptyQueue')}
        </Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quote.fields.number')}</Table.Th>
              <Table.Th>{t('quote.fields.client')}</Table.Th>
              <Table.Th>{t('quote.fields.seller')}</Table.Th>
              <Table.Th>{t('quote.fields.delivery_day')}</Table.Th>
              <Table.Th>{t('quote.fields.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quotes.map((quote) => (
              <Table.Tr key={quote.id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.quotes.show(quote.id)}>
                    {quote.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{quote.client}</Table.Td>
                <Table.Td>{quote.seller}</Table.Td>
                <Table.Td>{quote.delivery_day ? formatDate(quote.delivery_day) : ''}</Table.Td>
                <Table.Td>{quote.accepted_price === null ? '' : formatCurrencyToCents(quote.accepted_price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
