import { catalogues } from '../catalogues';
import type { AnyActivityDefinition } from './define';
import type { FieldMap } from './fields';

/**
 * A valid record of a type, built from its field descriptors: for tests on every end (the server
 * and web suites iterate the registry with it) and for demo data. Ids of rows that must exist
 * (order, machine, supply, workers) are passed in.
 */
export function exampleActivityValues(
  definition: AnyActivityDefinition,
  refs: { productionOrderId: number; machineId?: number | null; supplyId?: number; users?: number[] },
): Record<string, unknown> {
  const values: Record<string, unknown> = {
    production_order_id: refs.productionOrderId,
    quantity: 10,
    observation: `Observación de ${definition.name}`,
    machine_id: refs.machineId ?? null,
    was_made_by_third: false,
    time_before_production: 600,
    estimated_production_time: 30,
    users: refs.users ?? [],
  };
  for (const [name, field] of Object.entries(definition.fields as FieldMap)) {
    switch (field.kind) {
      case 'text':
        values[name] = `Ejemplo ${field.label}`.slice(0, field.max);
        break;
      case 'integer':
        values[name] = field.default ?? Math.max(field.min, 3);
        break;
      case 'decimal':
        values[name] = field.min + 10.5;
        break;
      case 'boolean':
        values[name] = true;
        break;
      case 'choice':
        values[name] = field.default ?? field.options[0]?.key;
        break;
      case 'catalogue':
        values[name] = field.default ?? catalogues[field.list]?.[0]?.key ?? null;
        break;
      case 'supply':
        values[name] = refs.supplyId ?? null;
        break;
      default:
        values[name] = null;
    }
  }
  return values;
}
