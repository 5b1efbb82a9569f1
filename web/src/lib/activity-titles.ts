import type { TFunction } from 'i18next';
import { activityDefinition, findActivityDefinition, findActivityDefinitionByClassName, type AnyActivityDefinition } from '@tintero/domain';

/** The registry definition of a type as the work routes name it; any other falls back to the various-activity view (spec part 2 §2). */
export const definitionOfType = (type: string): AnyActivityDefinition =>
  findActivityDefinition(type) ?? findActivityDefinitionByClassName(type) ?? activityDefinition('various_activity');

/** `Impresión N.º 12`: the activity's Spanish name (the server's, else the registry's) and id. */
export function workTitle(t: TFunction, activity: { activity_type: string; name?: string | null; activity_id: number }): string {
  return t('activity.card.title', {
    name: activity.name || t(definitionOfType(activity.activity_type).labelKey),
    id: activity.activity_id,
  });
}
