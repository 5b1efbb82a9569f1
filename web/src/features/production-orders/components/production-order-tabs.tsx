import { useEffect, useMemo, useState } from 'react';
import { Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { linkTargetOf, type ProductionOrderTabDefinition, type ProductionOrderTabProps } from '../../../lib/production-order-extensions';
import { ExtensionContent, preloadExtension } from './lazy-extension';

export interface ProductionOrderTabsProps extends ProductionOrderTabProps {
  tabs: readonly ProductionOrderTabDefinition[];
  /** Once a tab's content has been drawn: what goes below the tabs waits for it (no layout shift). */
  onContentShown?: () => void;
}

/**
 * The data of the tabs that load at once (`prefetch`), asked as the edit screen opens, beside the
 * order itself rather than after it or on the tab's first opening.
 */
export function usePrefetchedTabs(tabs: readonly ProductionOrderTabDefinition[], orderId: number): void {
  const client = useQueryClient();
  useEffect(() => {
    for (const tab of tabs) void tab.prefetch?.(client, orderId);
  }, [client, tabs, orderId]);
}

/** Height kept for a tab's content while its code or data loads, so the page does not jump. */
export const TAB_CONTENT_RESERVE = '100vh';

/**
 * The edit screen's tab bar, composed from the app layer's list of tab definitions. Only the open
 * tab's content is drawn; a tab that `loadsAtOnce` has its code fetched once the screen has drawn,
 * so it opens without waiting, but it is not rendered hidden (drawing every tab with the screen
 * blocked the tablet's CPU, issue 14). A tab's content stays mounted, hidden, once opened, so its
 * data and unsaved input survive switching tabs. The open tab is the URL's `?tab=`, so a reload or
 * a shared link opens the same one; `?type=` and `?activity=` are handed to the tabs as `target`.
 */
export function ProductionOrderTabs({ tabs, onContentShown, ...props }: ProductionOrderTabsProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const target = useMemo(() => linkTargetOf(params), [params]);
  const active = tabs.some((tab) => tab.value === requested) ? requested! : (tabs[0]?.value ?? null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    for (const tab of tabs) if (tab.loadsAtOnce) preloadExtension(tab);
  }, [tabs]);

  const open = (value: string | null) => {
    if (value === null) return;
    // The tab being left stays mounted too (it may have been opened through the URL).
    setOpened((previous) => new Set([...previous, value, ...(active === null ? [] : [active])]));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  if (tabs.length === 0) return null;

  return (
    <Tabs value={active} onChange={open} keepMounted keepMountedMode="display-none" variant="outline">
      <Tabs.List aria-label={t('productionOrder.tabs.label')}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {t(tab.labelKey)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.value === active || opened.has(tab.value) ? (
            <ExtensionContent definition={tab} props={{ ...props, target }} reserve={TAB_CONTENT_RESERVE} onShown={onContentShown} />
          ) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
