import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A supply's status (1 enabled, 0 disabled) as a green or red badge. */
export function SupplyStatusBadge({ status, ...props }: { status: number } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation();
  const enabled = status === 1;
  return (
    <Badge variant="filled" color={enabled ? 'green' : 'red'} data-status={enabled ? 'enabled' : 'disabled'} {...props}>
      {t(`supply.statuses.${enabled ? 'enabled' : 'disabled'}`)}
    </Badge>
  );
}
