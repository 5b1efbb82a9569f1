import {
  activityDefinitions,
  activityQuantity,
  exampleActivityValues,
  supplyFieldNames,
  supplyNameField,
  totalEstimatedProductionTime,
  type ActivityResponse,
  type AnyActivityDefinition,
  type OrderActivities,
} from '@tintero/domain';

/** Test data of activities (imported by *.test.tsx files only). */

/** A stored record of any type as the API answers it, built from the registry's example values. */
export function activityRecordOf(definition: AnyActivityDefinition, overrides: Partial<ActivityResponse> = {}): ActivityResponse {
  const values = exampleActivityValues(definition, { productionOrderId: 7, machineId: null, supplyId: 3, users: [] });
  const quantity = activityQuantity(definition, values);
  const base: ActivityResponse = {
    ...values,
    id: 11,
    type: definition.type,
    production_order_id: 7,
    status: 'pending',
    quantity,
    quantity_produced: 0,
    observation: (values.observation as string) ?? null,
    machine_id: null,
    machine: null,
    was_made_by_third: false,
    third: null,
    value: 0,
    machinery_cost: 0,
    time_before_production: 600,
    estimated_production_time: 30,
    total_estimated_production_time: totalEstimatedProductionTime(definition, values),
    time_estimation_rule_id: null,
    time_spent: 0,
    start_time: null,
    end_time: null,
    due_date: null,
    created_at: '2030-01-02T10:00:00-05:00',
    updated_at: '2030-01-02T10:00:00-05:00',
    users: [],
    ...Object.fromEntries(supplyFieldNames(definition.fields).map((name) => [supplyNameField(name), 'Cartulina'])),
  };
  return { ...base, ...overrides };
}

/**
 * The answer of `GET /production_orders/{id}/activities`: every type's route, each record under
 * its type's route, `[]` for the rest.
 */
export function orderActivitiesOf(records: readonly ActivityResponse[] = []): OrderActivities {
  return Object.fromEntries(
    activityDefinitions.map((definition) => [definition.route, records.filter((record) => record.type === definition.type)]),
  );
}
