import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  activityDefinition,
  activitySupplyFields,
  defineActivity,
  integerField,
  supplyField,
  supplyFieldNames,
  supplyNameField,
  textField,
} from '../src';

describe('the name key of a supply field', () => {
  it('replaces the _id suffix with _name, or appends _name when there is none', () => {
    expect(supplyNameField('supply_id')).toBe('supply_name');
    expect(supplyNameField('paper_supply_id')).toBe('paper_supply_name');
    expect(supplyNameField('paper')).toBe('paper_name');
    // Only a final _id is a suffix.
    expect(supplyNameField('id_card_id')).toBe('id_card_name');
  });

  it('is known to the type system, so columns and cards can name it', () => {
    expectTypeOf(supplyNameField('paper_supply_id')).toEqualTypeOf<'paper_supply_name'>();
  });
});

describe('the supply fields of the registry', () => {
  it("lists every supply field of every type: pre-cut's supply today", () => {
    expect(activitySupplyFields).toEqual([{ type: 'pre_cut', field: 'supply_id' }]);
    for (const { type, field } of activitySupplyFields) {
      expect(activityDefinition(type).fields).toHaveProperty(field);
    }
  });

  it('gives a type with two supplies two name entries on its card, each from the same rule', () => {
    const twoSupplies = defineActivity({
      type: 'two_supplies',
      route: 'two_supplies',
      className: 'TwoSupplies',
      name: 'Dos insumos',
      pluralName: 'Dos insumos',
      group: 'various',
      order: 999,
      fields: {
        paper_supply_id: supplyField({ label: 'Papel' }),
        ink_supply_id: supplyField({ label: 'Tinta' }),
        note: textField({ label: 'Nota', max: 10 }),
        sheets: integerField({ label: 'Pliegos', min: 1, required: true }),
      },
      columns: ['id', 'paper_supply_name', 'ink_supply_name'],
    });
    expect(supplyFieldNames(twoSupplies.fields)).toEqual(['paper_supply_id', 'ink_supply_id']);
    expect(twoSupplies.card.fields.map((entry) => entry.name)).toEqual([
      'note',
      'sheets',
      'paper_supply_name',
      'ink_supply_name',
      'quantity',
      'quantity_produced',
    ]);
    expect(twoSupplies.columns.map((column) => column.name)).toEqual(['id', 'paper_supply_name', 'ink_supply_name']);
  });

  it("keeps pre-cut's card showing the supply by name", () => {
    expect(activityDefinition('pre_cut').card.fields.map((entry) => entry.name)).toContain('supply_name');
  });
});
