import type { FieldMap } from './fields';

/**
 * A supply field stores the supply's id (`supply_id`); the API answers the supply's name beside
 * it under the key this rule gives (`supply_name`). One rule for the server's presenter, the
 * form, the columns and cards, and the "is this supply used" query.
 */
export type SupplyNameField<N extends string> = N extends `${infer Stem}_id` ? `${Stem}_name` : `${N}_name`;

/** `supply_id` → `supply_name`, `paper_supply_id` → `paper_supply_name`, `paper` → `paper_name`. */
export function supplyNameField<const N extends string>(fieldName: N): SupplyNameField<N> {
  const stem = fieldName.endsWith('_id') ? fieldName.slice(0, -'_id'.length) : fieldName;
  return `${stem}_name` as SupplyNameField<N>;
}

/** The names of the supply fields of a type's own fields, in declaration order. */
export function supplyFieldNames(fields: FieldMap): string[] {
  return Object.keys(fields).filter((name) => fields[name]!.kind === 'supply');
}

/** The name keys the answer adds for a type's supply fields (a column or card may show them). */
export type SupplyNameFieldsOf<F extends FieldMap> = {
  [K in keyof F & string]: F[K]['kind'] extends 'supply' ? SupplyNameField<K> : never;
}[keyof F & string];
