import { Accordion, Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconClockEdit } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { activityDefinitions, type ActivitySection } from '@tintero/domain';
import { isApiError } from '../../lib/api-client';
import type { ProductionOrderSectionProps } from '../../lib/production-order-extensions';
import { catalogueListsOf, useCatalogues } from '../../lib/catalogue';
import { activitiesOfType, useOrderActivities } from './api';
import { ActivityCard } from '../../components/activity-card';
import { useIntervalEditor } from '../../components/interval-editor-slot';

/**
 * The order's activities for the detail view, the one request both sections share: a 404 reads as
 * no activities, other failures are only logged (spec part 2 §8), so a section never breaks the view.
 */
function useQuietOrderActivities(orderId: number, section: ActivitySection) {
  const query = useOrderActivities(orderId);
  const { error } = query;
  useEffect(() => {
    if (error && !(isApiError(error) && error.status === 404)) console.error(`Actividades de la orden (${section}):`, error);
  }, [error, section]);
  return query.data;
}

/**
 * One collapsible section of the detail view (spec part 1 §2, part 2 §2): 'pre-finisheds'
 * (pre-press, pre-cut, impression) or 'finisheds' (every other type), a read-only card per record,
 * grouped by type in screen order. It shows only when it has records. A link's `target` marks
 * its card (a job ticket of a closed order opened by an administrator: activity-place.ts).
 */
export function ActivitySectionView({ section, order, target }: ProductionOrderSectionProps & { section: ActivitySection }) {
  const { t } = useTranslation();
  const definitions = activityDefinitions.filter((definition) => definition.section === section);
  const activities = useQuietOrderActivities(order.id, section);
  const catalogues = useCatalogues(definitions.flatMap(catalogueListsOf));
  const intervals = useIntervalEditor();
  const withRecords = definitions
    .map((definition) => ({ definition, records: activitiesOfType(activities, definition) }))
    .filter(({ records }) => records.length > 0);
  if (withRecords.length === 0) return null;

  const title = t(`activity.sections.${section}`);
  return (
    <>
      <Accordion multiple defaultValue={[section]} variant="separated" order={2} data-activity-section={section}>
        <Accordion.Item value={section}>
          <Accordion.Control>{title}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="lg">
              {withRecords.map(({ definition, records }) => (
                <Stack key={definition.type} gap="xs">
                  <Title order={3} size="h4">
                    {t(definition.pluralLabelKey)}
                  </Title>
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                    {records.map((record) => (
                      <ActivityCard
                        key={record.id}
                        definition={definition}
                        record={record}
                        catalogues={catalogues}
                        highlighted={record.id === target?.activityId}
                        actions={
                          intervals.shows(record, order.status) ? (
                            <Button
                              variant="light"
                              leftSection={<IconClockEdit size={18} aria-hidden />}
                              onClick={() => intervals.open(definition, record)}
                            >
                              {t('interval.actions.open')}
                            </Button>
                          ) : null
                        }
                      />
                    ))}
                  </SimpleGrid>
                </Stack>
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {intervals.editor}
    </>
  );
}

export const PreFinishedsSection = (props: ProductionOrderSectionProps) => <ActivitySectionView section="pre_finisheds" {...props} />;
export const FinishedsSection = (props: ProductionOrderSectionProps) => <ActivitySectionView section="finisheds" {...props} />;
