import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { activityDefinitionsOfGroup, type ActivityGroup } from '@tintero/domain';
import type { ProductionOrderTabProps } from '../../lib/production-order-extensions';
import { ActivityList } from './components/activity-list';
import { useLiveWork } from '../../lib/live-work';

/**
 * An edit-screen tab holding one group of activity types (spec part 2 §2): pre-finished (sub-tabs
 * prePress, preCut, impression), finished (13 sub-tabs) or various activities (one type, no
 * sub-tabs). A sub-tab's list loads the first time it opens and stays mounted afterwards. A link's
 * `target` opens its type's sub-tab first and marks its row (where a job ticket's URL leads an
 * administrator: activity-place.ts).
 */
export function ActivityGroupTab({ group, order, closed, refreshOrder, target }: ProductionOrderTabProps & { group: ActivityGroup }) {
  const { t } = useTranslation();
  // Times and statuses move while the screen is open: the live work events refetch them.
  useLiveWork();
  const definitions = activityDefinitionsOfGroup(group);
  const requested = definitions.find((definition) => definition.type === target?.type);
  const first = (requested ?? definitions[0])?.camelName ?? null;
  const highlightedId = target?.activityId ?? undefined;
  const [active, setActive] = useState<string | null>(first);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(first ? [first] : []));

  if (definitions.length === 1) {
    return (
      <ActivityList
        definition={definitions[0]!}
        orderId={order.id}
        closed={closed}
        refreshOrder={refreshOrder}
        orderStatus={order.status}
        highlightedId={highlightedId}
      />
    );
  }

  const open = (value: string | null) => {
    if (value === null) return;
    setActive(value);
    setOpened((previous) => new Set([...previous, value]));
  };

  return (
    <Tabs value={active} onChange={open} keepMounted keepMountedMode="display-none" variant="pills" orientation="horizontal">
      <Tabs.List aria-label={t(`activity.groups.${group}`)}>
        {definitions.map((definition) => (
          <Tabs.Tab key={definition.camelName} value={definition.camelName}>
            {t(definition.pluralLabelKey)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {definitions.map((definition) => (
        <Tabs.Panel key={definition.camelName} value={definition.camelName} pt="md">
          {opened.has(definition.camelName) ? (
            <ActivityList
              definition={definition}
              orderId={order.id}
              closed={closed}
              refreshOrder={refreshOrder}
              orderStatus={order.status}
              highlightedId={definition === requested ? highlightedId : undefined}
            />
          ) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export const PreFinishedActivitiesTab = (props: ProductionOrderTabProps) => <ActivityGroupTab group="pre_finished" {...props} />;
export const FinishedActivitiesTab = (props: ProductionOrderTabProps) => <ActivityGroupTab group="finished" {...props} />;
export const VariousActivitiesTab = (props: ProductionOrderTabProps) => <ActivityGroupTab group="various" {...props} />;
