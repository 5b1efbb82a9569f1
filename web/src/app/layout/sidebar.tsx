import { memo, type ComponentType } from 'react';
import { AppShell, Divider, NavLink, Stack, Text } from '@mantine/core';
import {
  IconBoxMultiple,
  IconBuildingFactory2,
  IconCalendarTime,
  IconChartBar,
  IconClipboardList,
  IconClipboardPlus,
  IconClockCog,
  IconDashboard,
  IconFileDollar,
  IconHistory,
  IconHome,
  IconLivePhoto,
  IconLogout,
  IconPackage,
  IconPlus,
  IconReportAnalytics,
  IconSettings,
  IconSearch,
  IconShieldSearch,
  IconShoppingCart,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Link, matchPath } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@tintero/domain';
import { paths } from '../../config/paths';

interface LinkDef {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

interface SectionDef {
  label: string;
  links: LinkDef[];
}

/** The administrator's menu (spec part 1 §2), grouped so a long list stays readable. */
const administratorSections: SectionDef[] = [
  {
    label: 'layout.sections.supply',
    links: [
      { to: paths.purchases.new, label: 'layout.links.newPurchase', icon: IconPlus },
      { to: paths.purchases.list, label: 'layout.links.purchases', icon: IconShoppingCart },
      { to: paths.supplies.new, label: 'layout.links.newSupply', icon: IconPlus },
      { to: paths.supplies.list, label: 'layout.links.supplies', icon: IconPackage },
      { to: paths.supplies.history, label: 'layout.links.suppliesHistory', icon: IconHistory },
      { to: paths.kardexSearch, label: 'layout.links.kardex', icon: IconSearch },
      { to: paths.inventaries.new, label: 'layout.links.newInventary', icon: IconPlus },
      { to: paths.inventaries.list, label: 'layout.links.inventaries', icon: IconBoxMultiple },
    ],
  },
  {
    label: 'layout.sections.production',
    links: [
      { to: paths.quotes.list, label: 'quote.link', icon: IconFileDollar },
      { to: paths.productionOrders.new, label: 'layout.links.newProductionOrder', icon: IconClipboardPlus },
      { to: paths.productionOrders.list, label: 'layout.links.productionOrders', icon: IconClipboardList },
      { to: paths.shopFloor, label: 'shopFloor.link', icon: IconLivePhoto },
      { to: paths.planning, label: 'planning.link', icon: IconCalendarTime },
      { to: paths.activities.list, label: 'layout.links.activities', icon: IconReportAnalytics },
      { to: paths.consolidatedActivities.list, label: 'layout.links.consolidatedActivities', icon: IconChartBar },
      { to: paths.timeEstimationRules.list, label: 'layout.links.timeEstimationRules', icon: IconClockCog },
    ],
  },
  {
    label: 'layout.sections.administration',
    links: [
      { to: paths.users.new, label: 'layout.links.newUser', icon: IconUserPlus },
      { to: paths.users.list, label: 'layout.links.users', icon: IconUsers },
      { to: paths.machines, label: 'layout.links.machines', icon: IconBuildingFactory2 },
      { to: paths.audit, label: 'layout.links.audit', icon: IconShieldSearch },
      { to: paths.workshopSettings, label: 'settings.link', icon: IconSettings },
    ],
  },
];

const operatorLinks: LinkDef[] = [{ to: paths.myDashboard, label: 'layout.links.myDashboard', icon: IconDashboard }];

/** Sellers (DESIGN §12.1): Home and their quotes; their account below, as everyone's. */
const sellerLinks: LinkDef[] = [
  { to: paths.home, label: 'layout.links.home', icon: IconHome },
  { to: paths.quotes.list, label: 'quote.link', icon: IconFileDollar },
];

const accountLinks: LinkDef[] = [{ to: paths.myAccount, label: 'layout.links.myAccount', icon: IconUserCircle }];

function MenuLink({ link, pathname }: { link: LinkDef; pathname: string }) {
  const { t } = useTranslation();
  const Icon = link.icon;
  const active = matchPath({ path: link.to, end: true, caseSensitive: false }, pathname) !== null;
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={t(link.label)}
      leftSection={<Icon size={20} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
      py={6}
    />
  );
}

/**
 * Sidebar by role: administrators get every section; operators only My dashboard, My account and
 * Logout (spec part 1 §2). Everyone reaches their account and the logout action at the bottom.
 * Memoised: the layout re-renders each time a request starts or ends (its spinner), and the
 * twenty links are drawn again only when the role or the path changes (docs/decisions/043).
 */
export const Sidebar = memo(function Sidebar({ role, pathname, onLogout }: { role: Role; pathname: string; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <AppShell.Section grow p="xs" style={{ overflowY: 'auto' }}>
        <nav aria-label={t('layout.mainNavigation')}>
          {role === 'administrator' ? (
            <Stack gap={6}>
              {administratorSections.map((section) => (
                <div key={section.label}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4} aria-hidden>
                    {t(section.label)}
                  </Text>
                  {section.links.map((link) => (
                    <MenuLink key={link.to} link={link} pathname={pathname} />
                  ))}
                </div>
              ))}
            </Stack>
          ) : (
            (role === 'operator' ? operatorLinks : sellerLinks).map((link) => <MenuLink key={link.to} link={link} pathname={pathname} />)
          )}
        </nav>
      </AppShell.Section>
      <AppShell.Section p="xs">
        <Divider mb="xs" />
        {accountLinks.map((link) => (
          <MenuLink key={link.to} link={link} pathname={pathname} />
        ))}
        <NavLink
          component="button"
          type="button"
          onClick={onLogout}
          label={t('layout.logout')}
          leftSection={<IconLogout size={20} aria-hidden />}
          py={6}
          color="red"
        />
      </AppShell.Section>
    </>
  );
});
