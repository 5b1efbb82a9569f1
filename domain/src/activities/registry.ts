import { z } from 'zod';
import type { ActivityGroup, AnyActivityDefinition } from './define';
import * as definitionsByName from './definitions';
import { supplyFieldNames } from './supply-fields';

type Definitions = typeof definitionsByName;
/** The union of the 17 definitions, each with its exact fields. */
export type KnownActivityDefinition = Definitions[keyof Definitions];
export type ActivityType = KnownActivityDefinition['type'];

/** Every type in screen order (print view, detail view, edit tabs). */
export const activityDefinitions: readonly KnownActivityDefinition[] = Object.values(definitionsByName).sort((a, b) => a.order - b.order);

export const ACTIVITY_TYPES = activityDefinitions.map((definition) => definition.type) as readonly ActivityType[];

const byType = new Map<string, KnownActivityDefinition>(activityDefinitions.map((definition) => [definition.type, definition]));
const byRoute = new Map<string, KnownActivityDefinition>(activityDefinitions.map((definition) => [definition.route, definition]));
const byClassName = new Map<string, KnownActivityDefinition>(activityDefinitions.map((definition) => [definition.className, definition]));

/** `pre_press` → its definition; undefined for an unknown type. */
export const findActivityDefinition = (type: string): AnyActivityDefinition | undefined => byType.get(type);
/** An activity type's Spanish name as every answer shows it (`pre_press` → "Preprensa"); an unknown type as it is. */
export const activityTypeName = (type: string): string => findActivityDefinition(type)?.name ?? type;
/** `pre_presses` → its definition. */
export const findActivityDefinitionByRoute = (route: string): AnyActivityDefinition | undefined => byRoute.get(route);
/** `PrePress` (the `{type}` of /activity_users/{type}/...) → its definition. */
export const findActivityDefinitionByClassName = (className: string): AnyActivityDefinition | undefined => byClassName.get(className);

export function activityDefinition<T extends ActivityType>(type: T): Extract<KnownActivityDefinition, { type: T }> {
  return byType.get(type) as Extract<KnownActivityDefinition, { type: T }>;
}

/**
 * Every supply field of every type (`{ type: 'pre_cut', field: 'supply_id' }`): where a supply
 * may be referenced from an activity's `details`.
 */
export const activitySupplyFields: readonly { type: ActivityType; field: string }[] = activityDefinitions.flatMap((definition) =>
  supplyFieldNames(definition.fields).map((field) => ({ type: definition.type, field })),
);

/** The types of one edit-screen tab, in order. */
export const activityDefinitionsOfGroup = (group: ActivityGroup) => activityDefinitions.filter((definition) => definition.group === group);

type TypedSchema = KnownActivityDefinition['typedSchema'];
/**
 * Any activity record with its `type`: one discriminated union over the registry (the documenso
 * pattern). The "today" rule is not in it: use `activityInputSchema(definition, { today })` to
 * validate one type with it.
 */
export const activityRecordSchema = z.discriminatedUnion(
  'type',
  activityDefinitions.map((definition) => definition.typedSchema) as unknown as [TypedSchema, ...TypedSchema[]],
);
export type ActivityRecordInput = z.input<typeof activityRecordSchema>;
export type ActivityRecord = z.output<typeof activityRecordSchema>;
