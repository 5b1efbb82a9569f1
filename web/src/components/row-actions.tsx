import type { ReactNode } from 'react';
import { ActionIcon, Group, Loader, type MantineColor } from '@mantine/core';
import { IconTrash, type TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { iconTooltip } from './icon-tooltips';

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

/** A spinner where the row's button was, while its action runs (its own component: only then translated). */
function PendingAction() {
  const { t } = useTranslation();
  return <Loader size="sm" mx={8} aria-label={t('common.messages.loading')} />;
}

/** One icon button of a row: an accessible name, an icon, its name on hover (IconTooltips). */
export function RowAction({ label, icon: Icon, accessibleName, color, variant, loading, pending, to, href, onClick }: RowActionProps) {
  if (pending) return <PendingAction />;
  const common = { 'aria-label': accessibleName ?? label, color, variant, loading, ...iconTooltip(label) };
  const icon = <Icon aria-hidden size={20} />;
  if (to !== undefined)
    return (
      <ActionIcon component={Link} to={to} {...common}>
        {icon}
      </ActionIcon>
    );
  if (href !== undefined)
    return (
      <ActionIcon component="a" href={href} target="_blank" rel="noopener noreferrer" {...common}>
        {icon}
      </ActionIcon>
    );
  return (
    <ActionIcon onClick={onClick} {...common}>
      {icon}
    </ActionIcon>
  );
}

/**
 * The red trash button that removes one line of a form's list (a purchase's detail, a rule's
 * condition), level with the inputs beside it (below their labels).
 */
export function RemoveLineButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <ActionIcon {...iconTooltip(label)} mt={26} color="red" variant="subtle" aria-label={label} onClick={onRemove}>
      <IconTrash size={20} aria-hidden />
    </ActionIcon>
  );
}
