import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconCheck, IconFileExport, IconSend, IconX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '@tintero/domain';
import { confirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts-store';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useConvertQuote, useUpdateQuote } from '../api';
import type { Quote } from '../types';
import { AcceptQuoteModal } from './accept-quote-modal';

/**
 * The moves of a quote (draft → sent → accepted | rejected, and back to change it) and, for
 * administrators, "Crear orden" on an accepted one (asked first; the new order opens).
 */
export function QuoteStatusActions({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const update = useUpdateQuote(quote.id);
  const convert = useConvertQuote(quote.id);
  const [accepting, setAccepting] = useState(false);
  if (!quote.editable) return null;
  const stored = quote.stored_status;

  const move = (status: QuoteStatus, extra: Record<string, unknown> = {}) =>
    update.mutate(
      { status, ...extra },
      {
        onSuccess: (saved) => {
          setAccepting(false);
          alerts.success(t('quote.messages.success.statusChanged', { status: t(`quote.statuses.${saved.status}`).toLowerCase() }));
        },
        onError: (error) => alerts.danger(errorMessage(error, t('quote.messages.error.updating'))),
      },
    );

  const askConvert = () =>
    confirmDialog({
      title: t('quote.convert.title'),
      message: t('quote.convert.message'),
      detail: t('quote.convert.detail'),
      confirmLabel: t('quote.actions.convert'),
      onConfirm: () =>
        convert.mutate(undefined, {
          onSuccess: (saved) => {
            alerts.success(t('quote.messages.success.converted', { id: saved.production_order_id }));
            if (saved.production_order_id) void navigate(paths.productionOrders.show(saved.production_order_id));
          },
          onError: (error) => alerts.danger(errorMessage(error, t('quote.messages.error.converting'))),
        }),
    });

  const busy = update.isPending;
  return (
    <>
      {stored === 'draft' ? (
        <Button variant="light" leftSection={<IconSend size={18} aria-hidden />} onClick={() => move('sent')} loading={busy}>
          {t('quote.actions.send')}
        </Button>
      ) : null}
      {stored === 'sent' ? (
        <>
          <Button variant="default" onClick={() => move('draft')} disabled={busy}>
            {t('quote.actions.backToDraft')}
          </Button>
          <Button color="green" leftSection={<IconCheck size={18} aria-hidden />} onClick={() => setAccepting(true)} disabled={busy}>
            {t('quote.actions.accept')}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={18} aria-hidden />}
            onClick={() => move('rejected')}
            disabled={busy}
          >
            {t('quote.actions.reject')}
          </Button>
        </>
      ) : null}
      {stored === 'accepted' || stored === 'rejected' ? (
        <Button variant="default" onClick={() => move('sent')} disabled={busy}>
          {t('quote.actions.reopen')}
        </Button>
      ) : null}
      {stored === 'accepted' && session?.claims.role === 'administrator' ? (
        <Button leftSection={<IconFileExport size={18} aria-hidden />} onClick={askConvert} loading={convert.isPending}>
          {t('quote.actions.convert')}
        </Button>
      ) : null}
      {accepting ? (
        <AcceptQuoteModal
          quote={quote}
          opened
          onClose={() => setAccepting(false)}
          accepting={busy}
          onAccept={(optionId) => move('accepted', { accepted_option_id: optionId })}
        />
      ) : null}
    </>
  );
}
