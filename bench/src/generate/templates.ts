import {
  activityDefinitions,
  activityQuantity,
  exampleActivityValues,
  totalEstimatedProductionTime,
  type AnyActivityDefinition,
} from '@tintero/domain';

/** Stands for the supply id in a template's details; the SQL puts a real supply there. */
export const SUPPLY_PLACEHOLDER = 999_999_999;
export const VARIANTS = 3;

/**
 * Three records per activity type (planned 500, 1 000 and 2 500 units), valid for the type's own
 * fields (domain `exampleActivityValues`), with the quantity and the estimated total time the
 * server would store for them. Template `type index × 3 + variant`.
 */
export function activityTemplates() {
  return activityDefinitions.flatMap((definition, typeIndex) =>
    [500, 1000, 2500].map((planned, variant) => {
      const values = exampleActivityValues(definition as AnyActivityDefinition, { productionOrderId: 0, supplyId: SUPPLY_PLACEHOLDER });
      values.quantity = planned;
      values.time_before_production = 600 + 300 * variant;
      values.estimated_production_time = 2 + variant;
      for (const [name, field] of Object.entries(definition.fields as Record<string, { kind: string }>))
        if (field.kind === 'integer' && /quantity|sheets|units|hits/.test(name)) values[name] = planned;
      const details = Object.fromEntries(Object.keys(definition.fields).map((name) => [name, values[name] ?? null]));
      return {
        idx: typeIndex * VARIANTS + variant,
        type: definition.type,
        quantity: activityQuantity(definition as AnyActivityDefinition, values),
        tbp: values.time_before_production,
        ept: values.estimated_production_time,
        total: totalEstimatedProductionTime(definition as AnyActivityDefinition, values),
        details: JSON.stringify(details),
        rule_field: definition.ruleFields.some((rule) => rule.field === 'quantity')
          ? 'quantity'
          : (definition.ruleFields[0]?.field ?? 'quantity'),
      };
    }),
  );
}
