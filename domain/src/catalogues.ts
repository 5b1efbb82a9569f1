import { activityDefinitions } from './activities/registry';
import type { CatalogueItem } from './responses/lists';

/** A seeded entry: the `key` forms store and the `value` screens show (the API adds `id` and `list_id`). */
export type CatalogueEntry = Pick<CatalogueItem, 'key' | 'value'>;

/** The catalogue of supply types, which the supplies, their export and the kardex join to name a type. */
export const TYPES_OF_SUPPLIES_LIST = 'types_of_supplies';

/**
 * Catalogues served by `/v1/lists` and `/v1/items`, seeded at start (insert-if-missing, so an
 * administrator's later edits are kept). Later features add their catalogues here.
 */
export const catalogues: Record<string, CatalogueEntry[]> = {
  types_of_documents: [
    { key: 'CC', value: 'Cédula de Ciudadanía' },
    { key: 'CE', value: 'Cédula de Extranjería' },
    { key: 'TI', value: 'Tarjeta de Identidad' },
    { key: 'PA', value: 'Pasaporte' },
    { key: 'NIT', value: 'NIT' },
    { key: 'PEP', value: 'Permiso Especial de Permanencia' },
  ],
  types_of_supplies: [
    { key: 'paper', value: 'Papel' },
    { key: 'board', value: 'Cartón' },
    { key: 'ink', value: 'Tinta' },
    { key: 'film', value: 'Película' },
    { key: 'varnish', value: 'Barniz' },
    { key: 'glue', value: 'Pegante' },
    { key: 'foil', value: 'Foil' },
    { key: 'other', value: 'Otro' },
  ],
  // Pre-press kinds (spec part 2 §3: pre_press.kind comes from this list).
  types_of_prepress: [
    { key: 'design', value: 'Diseño' },
    { key: 'file_adjustment', value: 'Ajuste de archivo' },
    { key: 'imposition', value: 'Montaje' },
    { key: 'plates', value: 'Planchas' },
    { key: 'color_proof', value: 'Prueba de color' },
    { key: 'die_layout', value: 'Plano de troquel' },
  ],
  // Impression kinds; `lithography` is the default of an impression.
  impression_types: [
    { key: 'lithography', value: 'Litografía' },
    { key: 'screen', value: 'Serigrafía' },
    { key: 'manual_screen', value: 'Serigrafía manual' },
    { key: 'machine_screen', value: 'Serigrafía a máquina' },
    { key: 'sublimation', value: 'Sublimación' },
  ],
  // UV shine kinds; `partial` is the default.
  types_of_shine: [
    { key: 'partial', value: 'Parcial' },
    { key: 'total', value: 'Total' },
  ],
  // The activity types a time-estimation rule may belong to: key = type, value = Spanish name.
  activities: activityDefinitions.map((definition) => ({ key: definition.type, value: definition.name })),
  // `<type>_fields`: the fields a rule of that type may test (key = field, value = Spanish label).
  ...Object.fromEntries(
    activityDefinitions.map((definition) => [
      `${definition.type}_fields`,
      definition.ruleFields.map((field) => ({ key: field.field, value: field.label })),
    ]),
  ),
  comparators: [
    { key: '==', value: 'Igual a' },
    { key: '!=', value: 'Diferente de' },
    { key: '>', value: 'Mayor que' },
    { key: '<', value: 'Menor que' },
    { key: '>=', value: 'Mayor o igual que' },
    { key: '<=', value: 'Menor o igual que' },
  ],
};
