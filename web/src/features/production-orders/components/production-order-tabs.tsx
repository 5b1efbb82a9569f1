import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductionOrderTabDefinition, ProductionOrderTabProps } from '../../../lib/production-order-extensions';
import { ExtensionContent } from './lazy-extension';

export interface ProductionOrderTabsProps extends ProductionOrderTabProps {
  tabs: readonly ProductionOrderTabDefinition[];
}

/**
 * The edit screen's tab bar, composed from the app layer's list of tab definitions. A tab's
 * content is fetched the first time it opens (or with the screen, when it `loadsAtOnce`) and stays
 * mounted afterwards, hidden, so its data and unsaved input survive switching tabs. The open tab is
 * the URL's `?tab=`, so a reload or a shared link opens the same one.
 */
export function ProductionOrderTabs({ tabs, ...props }: ProductionOrderTabsProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.some((tab) => tab.value === requested) ? requested! : (tabs[0]?.value ?? null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(tabs.filter((tab) => tab.loadsAtOnce).map((tab) => tab.value)));

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
          {tab.value === active || opened.has(tab.value) ? <ExtensionContent definition={tab} props={props} /> : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
