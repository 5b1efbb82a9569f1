import type { ReactNode } from 'react';
import { ActionIcon, Group, Loader, Tooltip, type MantineColor } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The icon buttons of a table row, right-aligned and kept on one line. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

interface RowActionBase {
  /** The tooltip, and the accessible name unless `accessibleName` says more. */
  label: string;
  icon: TablerIcon;
  /** A longer name for screen readers (and tests) when the tooltip alone is ambiguous. */
  accessibleName?: string;
  color?: MantineColor;
  variant?: string;
  loading?: boolean;
  /** The row's action is running: a spinner stands in for the button. */
  pending?: boolean;
}

/** Goes to a screen of the app, opens a page in a new tab, or runs `onClick`. */
export type RowActionProps = RowActionBase &
  (
    | { to: string; href?: never; onClick?: never }
    | { href: string; to?: never; onClick?: never }
    | { onClick: () => void; to?: never; href?: never }
  );

/** One icon button of a row: a tooltip, an accessible name, an icon. */
export function RowAction({ label, icon: Icon, accessibleName, color, variant, loading, pending, to, href, onClick }: RowActionProps) {
  const { t } = useTranslation();
  if (pending) return <Loader size="sm" mx={8} aria-label={t('common.messages.loading')} />;
  const common = { 'aria-label': accessibleName ?? label, color, variant, loading };
  const icon = <Icon aria-hidden size={20} />;
  return (
    <Tooltip label={label}>
      {to !== undefined ? (
        <ActionIcon component={Link} to={to} {...common}>
          {icon}
        </ActionIcon>
      ) : href !== undefined ? (
        <ActionIcon component="a" href={href} target="_blank" rel="noopener noreferrer" {...common}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={onClick} {...common}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
