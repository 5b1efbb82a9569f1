import { Badge, type BadgeProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { statusColor } from '@tintero/domain';

/** Badge colours of spec part 1 §4, decided once in the domain. */
export { statusColor };

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: string | null | undefined;
  /** The record's own texts, where a status reads otherwise there (`purchase`: a cancelled purchase is "Anulada"). */
  scope?: string;
}

/**
 * A status's Spanish label: `<scope>.statuses.<value>` where the record's texts name it their own
 * way, else `status.<value>`: the badge's text, and what a table exports for it.
 */
export function statusLabel(t: TFunction, status: string | null | undefined, scope?: string): string {
  if (!status) return '';
  const general = t(`status.${status}`, { defaultValue: status });
  return scope ? t(`${scope}.statuses.${status}`, { defaultValue: general }) : general;
}

/** A record's status as a coloured badge; the label comes from `status.<value>`. */
export function StatusBadge({ status, scope, ...props }: StatusBadgeProps) {
  const { t } = useTranslation();
  const color = statusColor(status);
  const label = statusLabel(t, status, scope);
  return (
    <Badge variant="filled" {...props} color={color} autoContrast data-status={status ?? ''} data-color={color}>
      {label}
    </Badge>
  );
}
