import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityDefinition, activityMessages, amountTooLarge, messages, type AnyActivityDefinition } from '@tintero/domain';
import { activityBody, createActivityOrder, createMachine, insertSupply } from './activity-fixtures';
import { bearer, createUser, tokenFor, userPayload, withAdministrator } from './helpers';

/**
 * The cases an outside probe answered with a 500 (issue 8): text PostgreSQL cannot store, numbers
 * beyond their column, malformed URLs and bodies. Each is refused before the database, in Spanish.
 */
const session = withAdministrator();
let operator: string;
let orderId: number;
let machineId: number;
let supplyId: number;

beforeAll(async () => {
  const user = await createUser(session.app, session.admin);
  operator = await tokenFor(session.app, user.username, user.password);
  orderId = (await createActivityOrder(session.app, session.admin)).id;
  machineId = (await createMachine(session.app, session.admin)).id;
  supplyId = (await insertSupply(session.app)).id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token = session.admin) =>
  session.app.inject({ method, url, headers: bearer(token), payload: payload as Record<string, unknown> | undefined });

const NUL = 'a\u0000b';
const LONE_SURROGATE = '\ud800';

const refs = () => ({ orderId, machineId, supplyId });
const activity = (definition: AnyActivityDefinition, overrides: Record<string, unknown>) => activityBody(definition, refs(), overrides);

/** A 422 with exactly these messages on the field. */
async function expectFieldError(response: Awaited<ReturnType<typeof call>>, field: string, expected: string[]) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json();
  expect(body.message).toBe(messages.http.validation);
  expect(body.errors[field]).toEqual(expected);
}

describe('text PostgreSQL cannot store', () => {
  const textCases: [string, string, () => Promise<Awaited<ReturnType<typeof call>>>][] = [
    ['user first_name', 'first_name', () => call('POST', '/v1/users', { user: userPayload({ first_name: NUL }) })],
    ['user address (optional)', 'address', () => call('POST', '/v1/users', { user: userPayload({ address: LONE_SURROGATE }) })],
    ['user password', 'password', () => call('POST', '/v1/users', { user: userPayload({ password: `secreto${NUL}123` }) })],
    [
      'production order client',
      'client',
      () =>
        call('POST', '/v1/production_orders', {
          production_order: { client: NUL, reference: 'R', quantity: 1, unit_value: 1, delivery_day: '2030-01-01' },
        }),
    ],
    ['machine name', 'name', () => call('POST', '/v1/machines', { machine: { name: NUL, hour_cost: 1 } })],
    ['supply name', 'name', () => call('POST', '/v1/supplies', { supply: { name: NUL, stock_minimum: 0, quantity: 0, unit_value: 0 } })],
    [
      'supply unit of measurement',
      'unit_of_measurement',
      () =>
        call('POST', '/v1/supplies', {
          supply: { name: 'Tinta', unit_of_measurement: LONE_SURROGATE, stock_minimum: 0, quantity: 0, unit_value: 0 },
        }),
    ],
    [
      'external service provider',
      'provider',
      () =>
        call('POST', `/v1/production_orders/${orderId}/external_services`, {
          external_service: { kind: 'Troquel', provider: NUL, value: 1 },
        }),
    ],
    [
      'activity observation (a column)',
      'observation',
      () => call('POST', '/v1/pre_presses', activity(activityDefinition('pre_press'), { observation: NUL })),
    ],
    // The type's own fields live in the jsonb `details`, which refuses a lone surrogate outright.
    [
      'activity type field in details',
      'size',
      () => call('POST', '/v1/pre_presses', activity(activityDefinition('pre_press'), { size: LONE_SURROGATE })),
    ],
    ['activity catalogue field', 'kind', () => call('POST', '/v1/impressions', activity(activityDefinition('impression'), { kind: NUL }))],
  ];

  it.each(textCases)('refuses a NUL byte or a lone surrogate in the %s with a 422 on the field', async (_name, field, send) => {
    await expectFieldError(await send(), field, [messages.invalidCharacters]);
  });

  it('refuses them when an activity is updated, and never stores U+FFFD instead', async () => {
    const definition = activityDefinition('die_cut');
    const created = await call('POST', '/v1/die_cuts', activity(definition, {}));
    expect(created.statusCode, created.body).toBe(201);
    const update = await call('PUT', `/v1/die_cuts/${created.json().id}`, { die_cut: { subtype: `x${LONE_SURROGATE}y` } });
    await expectFieldError(update, 'subtype', [messages.invalidCharacters]);
    const stored = await call('GET', `/v1/die_cuts/${created.json().id}`);
    expect(stored.json().subtype).not.toContain('\ufffd');
  });

  it('keeps well-formed characters outside the basic plane', async () => {
    const response = await call('POST', '/v1/machines', { machine: { name: 'Troqueladora 🖨️ ñandú', hour_cost: 1 } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().name).toBe('Troqueladora 🖨️ ñandú');
  });

  it('refuses a NUL byte in the sign-in form', async () => {
    const response = await session.app.inject({
      method: 'POST',
      url: '/v1/sign_in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'auth[username]=ad%00min&auth[password]=x',
    });
    await expectFieldError(response, 'username', [messages.invalidCharacters]);
  });
});

describe('query strings and path parameters', () => {
  it('answers GET /v1/items?list_name=%00 as an operator with a Spanish 400', async () => {
    const response = await call('GET', '/v1/items?list_name=%00', undefined, operator);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.http.badRequest, errors: { list_name: [messages.invalidCharacters] } });
  });

  it('answers GET /v1/supplies?search=%00 and the autocomplete with a Spanish 400', async () => {
    for (const url of ['/v1/supplies?search=%00', '/v1/supplies/search?filter=a%00', '/v1/supplies?search[]=%00']) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(messages.http.badRequest);
    }
  });

  it('refuses a bad search of the Excel export with a JSON 400 before any spreadsheet byte', async () => {
    const response = await call('GET', '/v1/supplies/export_to_excel?search=%00');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toEqual({ message: messages.http.badRequest, errors: { search: [messages.invalidCharacters] } });
    const good = await call('GET', '/v1/supplies/export_to_excel?search=propal');
    expect(good.statusCode).toBe(200);
    expect(good.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a NUL byte in a path segment', async () => {
    const response = await call('GET', '/v1/lists/seek_the_first_one_by_name/%00', undefined, operator);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: [messages.invalidCharacters] });
  });

  it('refuses numbers beyond an integer in paths and query strings', async () => {
    for (const url of [
      '/v1/users/2147483648',
      '/v1/users/1e308',
      '/v1/supplies?page=9007199254740993',
      '/v1/supplies?per_page=Infinity',
      '/v1/kardexes/consolidated?from_date=2026-01-01&to_date=2026-01-31&supply_id=99999999999',
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(messages.http.badRequest);
    }
  });

  it('refuses year 0000, which PostgreSQL has no date for', async () => {
    const response = await call('GET', '/v1/kardexes/consolidated?from_date=0000-01-01&to_date=2020-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.from_date).toEqual([messages.invalidDate]);
    const order = await call('POST', '/v1/production_orders', {
      production_order: { client: 'C', reference: 'R', quantity: 1, unit_value: 1, delivery_day: '0000-02-29' },
    });
    await expectFieldError(order, 'delivery_day', [messages.invalidDate]);
  });
});

describe('numbers beyond their column', () => {
  it('refuses hour_cost: 1e308', async () => {
    const response = await call('POST', '/v1/machines', { machine: { name: 'Cortadora', hour_cost: 1e308 } });
    await expectFieldError(response, 'hour_cost', [amountTooLarge]);
    expect(amountTooLarge).toBe('Debe ser menor o igual a 99.999.999.999.999,999999.');
  });

  it('refuses unit_value: 2^63 and a contract value beyond numeric(20,6)', async () => {
    const base = { client: 'C', reference: 'R', quantity: 1, delivery_day: '2030-01-01' };
    await expectFieldError(
      await call('POST', '/v1/production_orders', { production_order: { ...base, unit_value: 2 ** 63 } }),
      'unit_value',
      [amountTooLarge],
    );
    const product = { production_order: { ...base, quantity: 2_000_000_000, unit_value: 1_000_000 } };
    await expectFieldError(await call('POST', '/v1/production_orders', product), 'unit_value', [
      messages.productionOrders.contractValueTooLarge,
    ]);
    // On update the stored quantity and the new unit value multiply.
    const created = await call('POST', '/v1/production_orders', { production_order: { ...base, quantity: 2_000_000_000, unit_value: 1 } });
    expect(created.statusCode, created.body).toBe(201);
    const update = await call('PUT', `/v1/production_orders/${created.json().id}`, { production_order: { unit_value: 1_000_000 } });
    await expectFieldError(update, 'unit_value', [messages.productionOrders.contractValueTooLarge]);
  });

  it('refuses good_sheets beyond numeric(20,6), and the quantity they add up to', async () => {
    const impression = activityDefinition('impression');
    await expectFieldError(await call('POST', '/v1/impressions', activity(impression, { good_sheets: 1e308 })), 'good_sheets', [
      amountTooLarge,
    ]);
    const sum = await call('POST', '/v1/impressions', activity(impression, { good_sheets: 6e13, leftovers: 6e13 }));
    await expectFieldError(sum, 'quantity', [amountTooLarge]);
  });

  it('refuses integers beyond PostgreSQL integer, in columns, in details and as ids', async () => {
    const preCut = activityDefinition('pre_cut');
    const huge = await call('POST', '/v1/pre_cuts', activity(preCut, { number_of_sheets: 2 ** 31 }));
    await expectFieldError(huge, 'number_of_sheets', [messages.tooLarge('2.147.483.647')]);
    const product = await call(
      'POST',
      '/v1/pre_cuts',
      activity(preCut, { number_of_sheets: 2_000_000_000, leave_the_sheet: 2_000_000_000 }),
    );
    await expectFieldError(product, 'quantity', [amountTooLarge]);
    const dieCut = activityDefinition('die_cut');
    await expectFieldError(await call('POST', '/v1/die_cuts', activity(dieCut, { machine_id: 2 ** 40 })), 'machine_id', [messages.invalid]);
    await expectFieldError(await call('POST', '/v1/die_cuts', activity(dieCut, { users: [2 ** 40] })), 'users', [messages.invalid]);
    await expectFieldError(await call('POST', '/v1/die_cuts', activity(dieCut, { production_order_id: 2 ** 31 })), 'production_order_id', [
      messages.invalid,
    ]);
    const supply = { name: 'Tinta', stock_minimum: -1e20, quantity: 0, unit_value: 0 };
    await expectFieldError(await call('POST', '/v1/supplies', { supply }), 'stock_minimum', [messages.tooSmall(0)]);
  });

  it('refuses an estimate whose total seconds exceed an integer', async () => {
    const dieCut = activityDefinition('die_cut');
    const response = await call('POST', '/v1/die_cuts', activity(dieCut, { quantity: 2_000_000_000, estimated_production_time: 100 }));
    await expectFieldError(response, 'estimated_production_time', [activityMessages.estimateTooLarge]);
  });

  it('refuses a change whose order totals would exceed their columns, with nothing written', async () => {
    const order = (await createActivityOrder(session.app, session.admin)).id;
    const dieCut = activityDefinition('die_cut');
    const third = (value: number) =>
      activityBody(dieCut, { orderId: order, machineId, supplyId }, { was_made_by_third: true, third: 'Taller vecino', value });
    expect((await call('POST', '/v1/die_cuts', third(9e13))).statusCode).toBe(201);
    const second = await call('POST', '/v1/die_cuts', third(9e13));
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json()).toEqual({
      message: messages.productionOrders.totalsTooLarge,
      errors: { base: [messages.productionOrders.totalsTooLarge] },
    });
    const list = await call('GET', `/v1/die_cuts/search_by_production_order/${order}`);
    expect(list.json()).toHaveLength(1);
    // Two estimates that fit an integer each (10 000 × 200 000 s) but not together.
    const estimate = activityBody(
      dieCut,
      { orderId: order, machineId, supplyId },
      { quantity: 10_000, estimated_production_time: 200_000 },
    );
    expect((await call('POST', '/v1/die_cuts', estimate)).statusCode).toBe(201);
    const over = await call('POST', '/v1/die_cuts', estimate);
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().message).toBe(messages.productionOrders.totalsTooLarge);
  });
});

describe('malformed requests', () => {
  it('answers a URL that does not decode (FST_ERR_BAD_URL) with a Spanish 400', async () => {
    for (const url of ['/v1/users/%E0%A4%A', '/v1/supplies/%ED%A0%80', '/v1/lists/seek_the_first_one_by_name/%']) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: messages.http.badUrl });
    }
  });

  it.each([
    ['{"user": []}', { user: [] }],
    ['{"user": "x"}', { user: 'x' }],
    ['{"user": null}', { user: null }],
    ['{}', {}],
  ])('answers the body %s with a Spanish 400 naming the wrapper', async (_name, body) => {
    const response = await call('POST', '/v1/users', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.http.badRequest, errors: { user: [messages.notAnObject] } });
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"x"'],
    ['a number', '5'],
    ['null', 'null'],
  ])('answers a body that is %s with a Spanish 400', async (_name, payload) => {
    const response = await session.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: { ...bearer(session.admin), 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.http.badRequest, errors: { base: [messages.http.wrappedBody('user')] } });
  });

  it.each([
    ['invalid JSON', 'application/json', '{"user": ', 400, messages.http.invalidJson],
    ['a forbidden __proto__ key', 'application/json', '{"user": {"__proto__": {"role": "administrator"}}}', 400, messages.http.invalidJson],
    ['an empty JSON body', 'application/json', '', 400, messages.http.emptyBody],
    ['another content type', 'application/xml', '<user/>', 415, messages.http.unsupportedMediaType],
    [
      'a body above the limit',
      'application/json',
      `{"user": {"first_name": "${'a'.repeat(1_100_000)}"}}`,
      413,
      messages.http.payloadTooLarge,
    ],
  ])('answers %s in Spanish', async (_name, contentType, payload, status, message) => {
    const response = await session.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: { ...bearer(session.admin), 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('answers a request the HTTP parser refuses with Spanish JSON', async () => {
    await session.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = session.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GARBAGE \u0001 HTTP/9\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: messages.http.badRequest });
  });
});
