import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activityDefinitions,
  activityResponses,
  activityFormButtons,
  activityRowActions,
  activityLabelKeyList,
  activityQuantity,
  activityTranslations,
  catalogues,
  isBelowPlanned,
  isPendingStatus,
  MAX_TIME_SECONDS,
  messages,
  plannedQuantity,
  ruleFieldValues,
  thirdPartyUnitValue,
  timeOverrunColor,
  totalEstimatedProductionTime,
} from '../src';
import { definitionOf, errorsOf, example, parse } from './activity-test-helpers';

describe('computed quantities (spec part 2 §2)', () => {
  it('pre-cut: quantity = sheets × pieces per sheet; the estimate counts packages', () => {
    const preCut = definitionOf('pre_cut');
    const values = parse(preCut, example(preCut, { number_of_sheets: 40, leave_the_sheet: 6, number_of_packages: 12, quantity: 1 })).data!;
    expect(activityQuantity(preCut, values)).toBe(240);
    expect(plannedQuantity(preCut, values)).toBe(12);
    expect(totalEstimatedProductionTime(preCut, { ...values, time_before_production: 100, estimated_production_time: 5 })).toBe(160);
    expect(isBelowPlanned(preCut, { ...values, quantity_produced: 11 })).toBe(true);
    expect(isBelowPlanned(preCut, { ...values, quantity_produced: 12 })).toBe(false);
  });

  it('impression: quantity = good sheets + leftovers, exactly, and must reach 1', () => {
    const impression = definitionOf('impression');
    expect(activityQuantity(impression, { good_sheets: 0.1, leftovers: 0.2 })).toBe(0.3);
    expect(errorsOf(parse(impression, example(impression, { good_sheets: 0.1, leftovers: 0.2 }))).quantity).toEqual([messages.tooSmall(1)]);
    const big = parse(impression, example(impression, { good_sheets: 1000.1, leftovers: 20 })).data!;
    expect(activityQuantity(impression, big)).toBe(1020.1);
    expect(totalEstimatedProductionTime(impression, { ...big, time_before_production: 0, estimated_production_time: 3 })).toBe(3060);
  });

  it('impression needs a machine unless a third party makes it', () => {
    const impression = definitionOf('impression');
    expect(errorsOf(parse(impression, example(impression, { machine_id: null }))).machine_id).toEqual([messages.required]);
    expect(
      parse(impression, example(impression, { machine_id: null, was_made_by_third: true, third: 'Litografía externa', value: 1 })).success,
    ).toBe(true);
    const dieCut = definitionOf('die_cut');
    expect(parse(dieCut, example(dieCut, { machine_id: null })).success).toBe(true);
  });

  it('the estimate is time before + per unit × quantity for any whole inputs', () => {
    const dieCut = definitionOf('die_cut');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_TIME_SECONDS }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 1, max: 1e6 }),
        (before, perUnit, quantity) => {
          const values = { time_before_production: before, estimated_production_time: perUnit, quantity };
          return totalEstimatedProductionTime(dieCut, values) === before + perUnit * quantity;
        },
      ),
    );
  });
});

describe('helpers for the screens', () => {
  it('third-party unit value = value / quantity, 0 when either is empty', () => {
    expect(thirdPartyUnitValue(1000, 8)).toBe(125);
    expect(thirdPartyUnitValue(10, 3)).toBe(3.333333);
    expect(thirdPartyUnitValue(0, 8)).toBe(0);
    expect(thirdPartyUnitValue(100, null)).toBe(0);
  });

  it('colours time spent (minutes) against the estimate (seconds)', () => {
    expect(timeOverrunColor(3600, 60, 900)).toBe('blue');
    expect(timeOverrunColor(3600, 75, 900)).toBe('yellow');
    expect(timeOverrunColor(3600, 75.1, 900)).toBe('red');
    expect(timeOverrunColor(3600, 60.1, 0)).toBe('red');
  });

  it('hands rules the field values, booleans as 1/0', () => {
    const varnish = definitionOf('varnish');
    expect(ruleFieldValues(varnish, { quantity: 5, is_mate: true, is_bright: false })).toEqual({ quantity: 5, is_mate: 1, is_bright: 0 });
    const preCut = definitionOf('pre_cut');
    expect(ruleFieldValues(preCut, { number_of_sheets: 2, leave_the_sheet: 3 }).quantity).toBe(6);
  });

  it('offers the form buttons and row actions the spec describes', () => {
    const dieCut = definitionOf('die_cut');
    const colaminado = definitionOf('colaminado');
    expect(activityFormButtons(dieCut, undefined)).toEqual({ register: true, update: false, finish: false });
    expect(activityFormButtons(dieCut, { id: 1, status: null })).toEqual({ register: false, update: true, finish: false });
    expect(activityFormButtons(dieCut, { id: 1, status: 'paused' })).toEqual({ register: false, update: true, finish: true });
    expect(activityFormButtons(dieCut, { id: 1, status: 'finished' })).toEqual({ register: false, update: false, finish: false });
    expect(activityFormButtons(dieCut, { id: 1, status: 'finished', was_made_by_third: true }).update).toBe(true);
    expect(activityFormButtons(dieCut, { id: 1, status: 'pending', was_made_by_third: true }).finish).toBe(true);
    expect(activityFormButtons(dieCut, { id: 1, status: 'pending', was_made_by_third: false }).finish).toBe(false);
    expect(activityFormButtons(colaminado, { id: 1, status: 'finished', was_made_by_third: true }).update).toBe(false);
    expect(activityRowActions({ status: 'finished' })).toEqual({ view: true, edit: false, delete: false });
    // Started work (time recorded) is not deleted: the server refuses it (409), so it is not offered.
    expect(activityRowActions({ status: 'developing' })).toEqual({ view: false, edit: true, delete: false });
    expect(activityRowActions({ status: 'paused' })).toEqual({ view: false, edit: true, delete: false });
    expect(activityRowActions({ status: 'pending' })).toEqual({ view: false, edit: true, delete: true });
    expect(activityRowActions({ status: null })).toEqual({ view: false, edit: true, delete: true });
    expect(isPendingStatus('')).toBe(true);
    expect(isPendingStatus('paused')).toBe(false);
  });

  it('answers operators every field of a type but its money', () => {
    for (const definition of activityDefinitions) {
      const { administrator, operator } = activityResponses(definition);
      const dropped = Object.keys(administrator.shape).filter((name) => !(name in operator.shape));
      expect(dropped, definition.type).toEqual(['value', 'machinery_cost']);
    }
  });
});

describe('catalogues and translations', () => {
  it('seeds the lists the activity screens and rules read', () => {
    expect(catalogues.activities).toHaveLength(17);
    expect(catalogues.activities!.find((item) => item.key === 'die_cut')?.value).toBe('Troquelado');
    expect(catalogues.impression_types!.map((item) => item.key)).toContain('lithography');
    expect(catalogues.types_of_shine).toEqual([
      { key: 'partial', value: 'Parcial' },
      { key: 'total', value: 'Total' },
    ]);
    expect(catalogues.comparators!.map((item) => item.key)).toEqual(['==', '!=', '>', '<', '>=', '<=']);
    expect(catalogues.types_of_prepress!.length).toBeGreaterThan(0);
    expect(catalogues.types_of_documents).toBeDefined();
    expect(catalogues.types_of_supplies).toBeDefined();
  });

  it('gives every label key a Spanish text and no duplicate keys', () => {
    const keys = activityLabelKeyList();
    expect(new Set(keys).size).toBe(keys.length);
    const translations = activityTranslations();
    expect(translations.activity.types.die_cut?.options?.type_of_cut).toEqual({ semi_cut: 'Semicorte', total_cut: 'Corte total' });
    expect(translations.activity.fields.quantity).toBe('Cantidad');
    for (const key of keys) expect(key).toMatch(/^activity\.[a-z_]+(\.[a-z_]+)*$/);
  });
});
