import { memo } from 'react';
import { ActionIcon, Box, Burger, Group, Text } from '@mantine/core';
import { IconHelpCircle, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import logo from '../../assets/logo.svg';
import { paths } from '../../config/paths';

interface TopBarProps {
  fullName: string;
  navOpened: boolean;
  onToggleNav: () => void;
  onHelp: () => void;
}

/** Logo, the signed-in person's full name and the help button (spec part 1 §1). */
export const TopBar = memo(function TopBar({ fullName, navOpened, onToggleNav, onHelp }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={navOpened ? t('layout.closeNavigation') : t('layout.openNavigation')}
          aria-expanded={navOpened}
        />
        <Link to={paths.home} aria-label={t('app.name')} style={{ display: 'flex' }}>
          <img src={logo} alt={t('app.name')} className="app-logo" />
        </Link>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Box visibleFrom="sm" display="flex">
          <IconUserCircle aria-hidden size={24} color="var(--mantine-color-ink-7)" />
        </Box>
        <Text fw={600} truncate="end" maw={{ base: 110, sm: 320 }} data-testid="current-user-name">
          {fullName}
        </Text>
        <ActionIcon onClick={onHelp} aria-label={t('layout.help')} title={t('layout.help')} variant="light" size="lg" radius="xl">
          <IconHelpCircle aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
});
