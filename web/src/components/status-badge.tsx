import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColor } from '@tintero/domain';

/** Badge colours of spec part 1 §4, decided once in the domain. */
export { statusColor };

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: string | null | undefined;
}

/** A record's status as a coloured badge; the label comes from `status.<value>`. */
export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  const { t } = useTranslation();
  const color = statusColor(status);
  const label = status ? t(`status.${status}`, { defaultValue: status }) : '';
  return (
    <Badge variant="filled" {...props} color={color} autoContrast data-status={status ?? ''} data-color={color}>
      {label}
    </Badge>
  );
}
