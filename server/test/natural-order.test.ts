import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, withAdministrator } from './helpers';
import { createSupply } from './supply-helpers';

/**
 * Issue 22 item 13: numbered names sort by their numbers ("Máquina 2" before "Máquina 10"), accents
 * and case aside, on both databases (PGlite has no ICU: the key pads digit runs and compares bytes).
 */
const session = withAdministrator();
const get = (url: string) => session.app.inject({ method: 'GET', url, headers: bearer(session.admin) });
const names = (rows: { name: string }[], prefix: RegExp) => rows.map((row) => row.name).filter((name) => prefix.test(name));

describe('natural order of names', () => {
  const supplies = ['Tinta 10', 'tinta 2', 'Tinta 1', 'Tinta 2 B', 'Tinta 100000000000000000001', 'Tínta 3', 'Tinta A'];
  const natural = ['Tinta 1', 'tinta 2', 'Tinta 2 B', 'Tínta 3', 'Tinta 10', 'Tinta 100000000000000000001', 'Tinta A'];

  beforeAll(async () => {
    for (const name of supplies) await createSupply(session.app, session.admin, { name });
  });

  it('the supplies list sorted by name, both ways, and across its pages', async () => {
    const ascending = (await get('/v1/supplies?sort=name&order=asc&search=tinta&per_page=100')).json();
    expect(names(ascending.data, /^t[ií]nta/i)).toEqual(natural);
    const descending = (await get('/v1/supplies?sort=name&order=desc&search=tinta&per_page=100')).json();
    expect(names(descending.data, /^t[ií]nta/i)).toEqual([...natural].reverse());
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...(await get(`/v1/supplies?sort=name&search=tinta&per_page=3&page=${page}`)).json().data);
    expect(names(pages, /^t[ií]nta/i)).toEqual(natural);
  });

  it('the supply autocomplete', async () => {
    expect(names((await get('/v1/supplies/search?filter=tinta')).json(), /^t[ií]nta/i)).toEqual(natural);
  });

  it('the machines', async () => {
    for (const name of ['Máquina 10', 'Máquina 2', 'máquina 1']) {
      const response = await session.app.inject({
        method: 'POST',
        url: '/v1/machines',
        headers: bearer(session.admin),
        payload: { machine: { name, hour_cost: 1000 } },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(names((await get('/v1/machines')).json(), /^m[aá]quina/i)).toEqual(['máquina 1', 'Máquina 2', 'Máquina 10']);
  });
});
