import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPES,
  activityDefinitions,
  activityDefinitionsOfGroup,
  activityLabelKeyList,
  activityMessages,
  activityRecordSchema,
  catalogues,
  commonFields,
  findActivityDefinition,
  findActivityDefinitionByClassName,
  findActivityDefinitionByRoute,
  MAX_TIME_SECONDS,
  messages,
  newActivityValues,
  plannedQuantity,
  readOnlyFieldLabels,
  totalEstimatedProductionTime,
  type FieldMap,
} from '../src';
import { errorsOf, example, parse, TODAY } from './activity-test-helpers';

describe('the registry (spec part 2 §7)', () => {
  it('holds the 17 types with the spec routes, in print-view order', () => {
    expect(activityDefinitions.map((d) => d.route)).toEqual([
      'pre_presses',
      'pre_cuts',
      'impressions',
      'plasticizeds',
      'uv_shines',
      'burneds',
      'varnishes',
      'heat_stampeds',
      'perforations',
      'colaminados',
      'embosses',
      'sealeds',
      'die_cuts',
      'ojaletes',
      'tape_postures',
      'revisions_and_packaging',
      'various_activities',
    ]);
    expect(ACTIVITY_TYPES).toHaveLength(17);
  });

  it('has unique types, routes, class names, payload keys and orders', () => {
    for (const key of ['type', 'route', 'className', 'payloadKey', 'order', 'camelName', 'camelPlural'] as const) {
      expect(new Set(activityDefinitions.map((d) => d[key])).size).toBe(17);
    }
  });

  it('names classes, sub-tabs and order lists as the spec does', () => {
    expect(activityDefinitions.map((d) => d.className)).toEqual([
      'PrePress',
      'PreCut',
      'Impression',
      'Plasticized',
      'UvShine',
      'Burned',
      'Varnish',
      'HeatStamped',
      'Perforation',
      'Colaminado',
      'Emboss',
      'Sealed',
      'DieCut',
      'Ojalete',
      'TapePosture',
      'RevisionAndPackaging',
      'VariousActivity',
    ]);
    expect(activityDefinitionsOfGroup('finished').map((d) => d.camelName)).toEqual([
      'plasticized',
      'uvShine',
      'burned',
      'varnish',
      'heatStamped',
      'perforation',
      'colaminado',
      'emboss',
      'sealed',
      'dieCut',
      'ojalete',
      'tapePosture',
      'revisionAndPackaging',
    ]);
    expect(activityDefinitionsOfGroup('pre_finished').map((d) => d.camelName)).toEqual(['prePress', 'preCut', 'impression']);
    expect(activityDefinitionsOfGroup('various').map((d) => d.type)).toEqual(['various_activity']);
    expect(activityDefinitions.map((d) => d.camelPlural)).toEqual([
      'prePresses',
      'preCuts',
      'impressions',
      'plasticizeds',
      'uvShines',
      'burneds',
      'varnishes',
      'heatStampeds',
      'perforations',
      'colaminados',
      'embosses',
      'sealeds',
      'dieCuts',
      'ojaletes',
      'tapePostures',
      'revisionsAndPackaging',
      'variousActivities',
    ]);
  });

  it('finds a definition by type, route and class name, and nothing for unknown ones', () => {
    for (const d of activityDefinitions) {
      expect(findActivityDefinition(d.type)).toBe(d);
      expect(findActivityDefinitionByRoute(d.route)).toBe(d);
      expect(findActivityDefinitionByClassName(d.className)).toBe(d);
    }
    expect(findActivityDefinition('laminado')).toBeUndefined();
    expect(findActivityDefinitionByClassName('prePress')).toBeUndefined();
  });

  it('applies the spec defaults: value empty and status pending where the spec says so', () => {
    const valueNull = activityDefinitions.filter((d) => d.defaults.value === null).map((d) => d.type);
    const statusPending = activityDefinitions.filter((d) => d.defaults.status === 'pending').map((d) => d.type);
    expect(valueNull.sort()).toEqual(['burned', 'colaminado', 'die_cut']);
    expect(statusPending.sort()).toEqual(['burned', 'colaminado', 'plasticized']);
    expect(activityDefinitions.filter((d) => !d.finishedUpdatableWhenThird).map((d) => d.type)).toEqual(['colaminado']);
    expect(activityDefinitions.filter((d) => d.machineRequired).map((d) => d.type)).toEqual(['impression']);
    expect(activityDefinitions.filter((d) => d.quantity.computed).map((d) => d.type)).toEqual(['pre_cut', 'impression']);
    expect(activityDefinitions.filter((d) => d.thirdPartyUnitValue).map((d) => d.type)).toEqual(['plasticized']);
  });
});

describe.each(activityDefinitions.map((definition) => [definition.type, definition] as const))('%s', (_type, definition) => {
  const ownNames = Object.keys(definition.fields);
  const knownNames = new Set([...ownNames, ...Object.keys(commonFields), ...Object.keys(readOnlyFieldLabels)]);

  it('keeps its own fields apart from the common ones (they are stored in `details`, shown flat)', () => {
    for (const name of ownNames) {
      expect(Object.keys(commonFields)).not.toContain(name);
      expect(Object.keys(readOnlyFieldLabels)).not.toContain(name);
    }
  });

  it('describes columns, card entries and rule fields that exist, ending with the totals', () => {
    for (const column of definition.columns) expect(knownNames.has(column.name), column.name).toBe(true);
    for (const entry of definition.card.fields) expect(knownNames.has(entry.name), entry.name).toBe(true);
    for (const rule of definition.ruleFields) expect([...ownNames, 'quantity']).toContain(rule.field);
    expect(definition.columns[0]!.name).toBe('id');
    expect(definition.columns.slice(-5).map((c) => c.name)).toEqual([
      'due_date',
      'status',
      'total_estimated_production_time',
      'time_spent',
      'value',
    ]);
    expect(definition.columns.filter((c) => c.footer === 'sum').map((c) => c.name)).toEqual([
      'total_estimated_production_time',
      'time_spent',
      'value',
    ]);
    expect(definition.columns.filter((c) => c.money).map((c) => c.name)).toEqual(['value']);
    expect(definition.columns.find((c) => c.name === 'quantity_produced')?.highlight).toBe('below_planned');
  });

  it('takes list-backed defaults from keys of the seeded list, and offers its rule fields as a catalogue', () => {
    for (const field of Object.values(definition.fields as FieldMap)) {
      if (field.kind !== 'catalogue') continue;
      const keys = catalogues[field.list]?.map((item) => item.key);
      expect(keys, field.list).toBeDefined();
      if (field.default !== null) expect(keys).toContain(field.default);
    }
    expect(catalogues[`${definition.type}_fields`]).toEqual(definition.ruleFields.map((f) => ({ key: f.field, value: f.label })));
  });

  it('accepts a valid record and drops keys the client may not set', () => {
    const result = parse(definition, example(definition, { status: 'finished', time_spent: 99, machinery_cost: 5, id: 7 }));
    expect(errorsOf(result)).toEqual({});
    expect(result.data).not.toHaveProperty('status');
    expect(result.data).not.toHaveProperty('time_spent');
    expect(result.data).not.toHaveProperty('machinery_cost');
    expect(result.data).not.toHaveProperty('id');
  });

  it('refuses every required own field when empty, with the generic message', () => {
    const required = Object.entries(definition.fields as FieldMap).filter(
      ([, field]) => field.required && !('default' in field && field.default !== null),
    );
    for (const [name] of required) {
      for (const empty of [undefined, null, '']) {
        expect(errorsOf(parse(definition, example(definition, { [name]: empty })))[name], `${name}=${String(empty)}`).toEqual([
          messages.required,
        ]);
      }
    }
  });

  it('gives a field with a default its default when empty', () => {
    for (const [name, field] of Object.entries(definition.fields as FieldMap)) {
      if (!('default' in field) || field.default === null) continue;
      const result = parse(definition, example(definition, { [name]: null }));
      expect((result.data as Record<string, unknown>)[name]).toBe(field.default);
    }
  });

  it('refuses texts longer than their limit', () => {
    for (const [name, field] of Object.entries({
      ...(definition.fields as FieldMap),
      observation: commonFields.observation,
      third: commonFields.third,
    })) {
      if (field.kind !== 'text') continue;
      const errors = errorsOf(
        parse(definition, example(definition, { [name]: 'x'.repeat(field.max + 1), was_made_by_third: name === 'third' })),
      );
      expect(errors[name]).toEqual([messages.tooLong(field.max)]);
      expect(errorsOf(parse(definition, example(definition, { [name]: 'x'.repeat(field.max) })))[name]).toBeUndefined();
    }
  });

  it('refuses numbers below their minimum and fractions where integers are due', () => {
    for (const [name, field] of Object.entries(definition.fields as FieldMap)) {
      if (field.kind !== 'integer' && field.kind !== 'decimal') continue;
      expect(errorsOf(parse(definition, example(definition, { [name]: field.min - 1 })))[name]).toEqual([messages.tooSmall(field.min)]);
      if (field.kind === 'integer')
        expect(errorsOf(parse(definition, example(definition, { [name]: field.min + 0.5 })))[name]).toEqual([messages.invalid]);
    }
    if (!definition.quantity.computed) {
      expect(errorsOf(parse(definition, example(definition, { quantity: 0 }))).quantity).toEqual([messages.tooSmall(1)]);
      expect(errorsOf(parse(definition, example(definition, { quantity: 2.5 }))).quantity).toEqual([messages.invalid]);
    }
  });

  it('validates the common fields: times in whole seconds within 59:59:59, value ≥ 0, workers ids', () => {
    const errors = errorsOf(
      parse(definition, example(definition, { time_before_production: -1, estimated_production_time: MAX_TIME_SECONDS + 1, users: ['a'] })),
    );
    expect(errors.time_before_production).toEqual([messages.tooSmall(0)]);
    expect(errors.estimated_production_time).toEqual([activityMessages.timeTooLong('59:59:59')]);
    expect(errors.users).toEqual([messages.invalid]);
    const third = errorsOf(parse(definition, example(definition, { was_made_by_third: true, third: 'Taller', value: -1 })));
    expect(third.value).toEqual([messages.tooSmall(0)]);
    const users = parse(definition, example(definition, { users: [{ id: 4, first_name: 'Ana' }, 5, 5] }));
    expect(users.data?.users).toEqual([4, 5]);
  });

  it('requires the value and the third when made by a third party', () => {
    const errors = errorsOf(parse(definition, example(definition, { was_made_by_third: true, third: '', value: null })));
    expect(errors.third).toEqual([messages.required]);
    expect(errors.value).toEqual([messages.required]);
    expect(
      parse(definition, example(definition, { was_made_by_third: true, third: 'Acabados SAS', value: 0, machine_id: null })).success,
    ).toBe(true);
  });

  it('refuses a due date before today unless it is the stored one', () => {
    expect(errorsOf(parse(definition, example(definition, { due_date: '2026-03-09' }))).due_date).toEqual([
      activityMessages.dueDateBeforeToday,
    ]);
    expect(parse(definition, example(definition, { due_date: TODAY })).success).toBe(true);
    expect(parse(definition, example(definition, { due_date: '2026-03-09' }), '2026-03-09').success).toBe(true);
    expect(errorsOf(parse(definition, example(definition, { due_date: '09/03/2026' }))).due_date).toEqual([messages.invalidDate]);
  });

  it('computes the estimate as time before production + time per unit × planned quantity', () => {
    const values = parse(definition, example(definition)).data as Record<string, unknown>;
    const planned = plannedQuantity(definition, values)!;
    expect(totalEstimatedProductionTime(definition, values)).toBe(Math.round(600 + 30 * planned));
  });

  it('is one member of the discriminated union', () => {
    const result = activityRecordSchema.safeParse({ ...example(definition), type: definition.type });
    expect(result.success).toBe(true);
    expect(result.data?.type).toBe(definition.type);
  });

  it('starts a new record with the type defaults', () => {
    const blank = newActivityValues(definition, 5);
    expect(blank).toMatchObject({
      production_order_id: 5,
      value: definition.defaults.value,
      status: definition.defaults.status,
      users: [],
    });
    expect(blank).toMatchObject({ was_made_by_third: false, time_before_production: 0, estimated_production_time: 0 });
  });

  it('labels everything it shows with a key that has a Spanish text', () => {
    const keys = new Set(activityLabelKeyList());
    const used = [
      definition.labelKey,
      definition.pluralLabelKey,
      ...definition.columns.map((c) => c.labelKey),
      ...definition.card.fields.map((c) => c.labelKey),
      ...definition.formFields.map((f) => f.labelKey),
      ...definition.card.operatorFields.map((name) => definition.labelKeyOf(name)),
    ];
    for (const key of used) expect(keys.has(key), key).toBe(true);
  });
});
