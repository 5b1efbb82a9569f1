import { describe, expect, it } from 'vitest';
import { bearer } from './helpers';
import { describeArea } from './authorization/matrix';
import { order, suppliesArea, supplyIds } from './authorization/supplies';

/** The authorization rows of supplies, the kardex and the order sub-resources (authorization/supplies.ts). */
const session = describeArea(suppliesArea);

describe('what operators receive', () => {
  it('supplies used without value or unit value, and the autocomplete without money', async () => {
    const { app, tokens } = session();
    const ids = supplyIds;
    const list = (await app.inject({ method: 'GET', url: order('/supplies_used'), headers: bearer(tokens.operator) })).json();
    expect(list.length).toBeGreaterThan(0);
    for (const record of list) {
      expect(record).not.toHaveProperty('value');
      expect(record).not.toHaveProperty('unit_value');
    }
    const one = (await app.inject({ method: 'GET', url: order(`/supplies_used/${ids.used}`), headers: bearer(tokens.operator) })).json();
    expect(Object.keys(one)).not.toContain('value');
    const found = (await app.inject({ method: 'GET', url: '/v1/supplies/search?filter=prop', headers: bearer(tokens.operator) })).json();
    expect(found.length).toBeGreaterThan(0);
    for (const supply of found) expect(Object.keys(supply).sort()).toEqual(['id', 'name', 'quantity', 'unit_of_measurement']);
  });
});
