import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { QuoteDisplayStatus } from '@tintero/domain';

/** A quote's colours: draft grey, sent blue, accepted green, rejected red, expired orange. */
export const QUOTE_STATUS_COLORS: Record<QuoteDisplayStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  accepted: 'green',
  rejected: 'red',
  expired: 'orange',
};

export const quoteStatusLabel = (t: TFunction, status: QuoteDisplayStatus) => t(`quote.statuses.${status}`);

export function QuoteStatusBadge({ status }: { status: QuoteDisplayStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={QUOTE_STATUS_COLORS[status]} autoContrast data-status={status}>
      {quoteStatusLabel(t, status)}
    </Badge>
  );
}
