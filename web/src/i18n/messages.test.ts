import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';

/**
 * Spec part 1 §8 and part 2 §8: per-resource messages follow "X no ha sido creada/actualizada/
 * eliminada" (successes "X ha sido …") and a failed load "no ha(n) podido ser encontrada(s)"
 * (issue 22, item 15: purchases, inventories, rules and their conditions).
 */
const SAVE_FAILED = /^(El|La|Los|Las) .+ no ha sido (cread|actualizad|eliminad|anulad)[ao]\.$/;
const SAVED = /^(El|La|Los|Las) .+ ha sido (cread|actualizad|eliminad|anulad)[ao]\.$/;
const NOT_FOUND = /^(El|La|Los|Las) .+ no ha(n)? podido ser encontrad[ao]s?\.$/;

const text = (key: string) => {
  expect(i18n.exists(key), key).toBe(true);
  return i18n.t(key);
};

describe('the spec message patterns', () => {
  it.each([
    ['purchase', ['creating', 'updating', 'canceling'], ['querying', 'queryingList'], ['created', 'updated', 'canceling']],
    ['purchaseDetail', [], ['querying'], []],
    ['inventary', ['creating', 'updating', 'deleting'], ['querying', 'queryingList'], ['created', 'updated', 'deleted']],
    ['inventaryDetail', ['updating'], ['querying', 'queryingList'], ['updated']],
    ['timeEstimationRule', ['creating', 'updating', 'deleting'], ['querying', 'queryingOne'], ['created', 'updated', 'deleted']],
    ['timeEstimationRuleCondition', ['deleting'], [], ['deleted']],
  ])('%s', (resource, failures, loads, successes) => {
    for (const key of failures) expect(text(`${resource}.messages.error.${key}`)).toMatch(SAVE_FAILED);
    for (const key of loads) expect(text(`${resource}.messages.error.${key}`)).toMatch(NOT_FOUND);
    for (const key of successes) expect(text(`${resource}.messages.success.${key}`)).toMatch(SAVED);
  });
});
