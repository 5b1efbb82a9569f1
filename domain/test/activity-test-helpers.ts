import { activityInputSchema, exampleActivityValues, findActivityDefinition, type AnyActivityDefinition } from '../src';

/** What the activity tests share (activities.test.ts, activities-computed.test.ts). */
export const TODAY = '2026-03-10';
export const definitionOf = (type: string) => findActivityDefinition(type)!;
export const parse = (definition: AnyActivityDefinition, values: Record<string, unknown>, currentDueDate?: string | null) =>
  activityInputSchema(definition, { today: TODAY, currentDueDate }).safeParse(values);
export const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
};
export const example = (definition: AnyActivityDefinition, overrides: Record<string, unknown> = {}) => ({
  ...exampleActivityValues(definition, { productionOrderId: 1, machineId: 2, supplyId: 3, users: [4] }),
  ...overrides,
});
