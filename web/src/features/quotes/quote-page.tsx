import { Alert, Anchor, Button, Group, Paper, Stack } from '@mantine/core';
import { IconList, IconPrinter } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultValidUntil, DEFAULT_QUOTE_VALID_DAYS, todayInDisplayZone } from '@tintero/domain';
import { isNotFound } from '../../components/not-found';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useErrorAlert, useIdParam } from '../../lib/screen-hooks';
import { useCreateQuote, usePublicSettings, useQuote, useUpdateQuote } from './api';
import { QuoteHeaderForm } from './components/quote-header-form';
import { QuoteOptions } from './components/quote-options';
import { QuoteStatusActions } from './components/quote-status-actions';
import { QuoteStatusBadge } from './components/quote-status-badge';

function ListButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={paths.quotes.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
      {t('quote.actions.list')}
    </Button>
  );
}

/** /quotes/new: the header and the first option's quantity; saved, the quote's screen opens to plan its work. */
export function NewQuotePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = usePublicSettings();
  const create = useCreateQuote();
  const validUntil = defaultValidUntil(todayInDisplayZone(), settings.data?.quote_valid_days ?? DEFAULT_QUOTE_VALID_DAYS);
  return (
    <Stack gap="md">
      <PageHeader title={t('quote.titles.new')}>
        <ListButton />
      </PageHeader>
      <Paper withBorder p="md" radius="md">
        {settings.isPending ? null : (
          <QuoteHeaderForm
            quote={null}
            defaultValidUntil={validUntil}
            readOnly={false}
            onSave={(data) => create.mutateAsync(data)}
            onSaved={(quote) => void navigate(paths.quotes.show(quote.id), { replace: true })}
          />
        )}
      </Paper>
    </Stack>
  );
}

/**
 * /quotes/{id} (DESIGN §12.1): the header, the status moves, and the options with their planned
 * work and costs. A converted quote is read only and links to its order; an accepted or rejected
 * one keeps its options as they are until it is sent again.
 */
export function QuotePage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const quote = useQuote(id);
  const update = useUpdateQuote(id);
  const missing = isNotFound(quote.error);
  useErrorAlert(missing ? null : quote.error, t('quote.messages.error.querying'));
  const data = quote.data;
  if (!data) return null;
  const converted = data.production_order_id !== null;
  const optionsEditable = data.editable && (data.stored_status === 'draft' || data.stored_status === 'sent');
  return (
    <Stack gap="md">
      <PageHeader title={t('quote.titles.show', { number: data.number })} badge={<QuoteStatusBadge status={data.status} />}>
        <Group gap="xs">
          <Button
            component="a"
            href={paths.quotes.print(id)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
          >
            {t('quote.actions.print')}
          </Button>
          <ListButton />
        </Group>
      </PageHeader>
      {converted ? (
        <Alert color="gray" variant="light">
          {t('quote.readOnly', { id: data.production_order_id })}{' '}
          <Anchor component={Link} to={paths.productionOrders.show(data.production_order_id!)}>
            {t('quote.actions.goToOrder', { id: data.production_order_id })}
          </Anchor>
        </Alert>
      ) : !optionsEditable ? (
        <Alert color="gray" variant="light">
          {t('quote.closed', { status: t(`quote.statuses.${data.status}`).toLowerCase() })}
        </Alert>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <QuoteHeaderForm
          quote={data}
          defaultValidUntil={data.valid_until}
          readOnly={!data.editable}
          onSave={(values) => update.mutateAsync(values)}
          actions={<QuoteStatusActions quote={data} />}
        />
      </Paper>
      <QuoteOptions quote={data} editable={optionsEditable} />
    </Stack>
  );
}
