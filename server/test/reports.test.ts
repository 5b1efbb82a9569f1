import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolidatedSpreadsheetHeaders, messages, reportMessages } from '@tintero/domain';
import { createTestApp, createUser, manualClock, tokenFor, type TestContext } from './helpers';
import { activityUserOf, dieCut, workshop } from './work-fixtures';

/**
 * The labour reports (spec part 2 §2, §5; DESIGN §7.8): intervals written at chosen times through
 * the interval editor and the timer, and what each report adds up, checked against sums done by
 * hand. The workshop is in Bogotá (UTC−5), so a day's edges are not UTC's.
 */
const clock = manualClock('2026-03-20T15:00:00.000Z');
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof workshop>>;
const people = { ana: 0, beto: 0, carla: 0, seller: 0 };
/** Activities: A1 (Ana and Beto) and A2 (Ana) of order A; B1 (Ana) of order B. */
const ids = { orderA: 0, orderB: 0, a1: 0, a2: 0, b1: 0 };
/** Interval ids by name. */
const spans: Record<string, number> = {};

const ANA_HOUR = 12_000;
const BETO_HOUR = 6_000;

const editor = (activityId: number, userId: number) => async (name: string, start: string, end: string, quantity: number) => {
  const au = await activityUserOf(ctx.app, activityId, userId);
  const response = await shop.call('POST', `/v1/activity_users/${au}/intervals`, {
    interval: { start_time: start, end_time: end, quantity_produced: quantity },
  });
  expect(response.statusCode, response.body).toBe(201);
  spans[name] = response.json().id;
};

beforeAll(async () => {
  ctx = await createTestApp({ APP_TIME_ZONE: 'America/Bogota' }, { now: clock.now });
  shop = await workshop(ctx.app, { activitiesCreatedAt: '2026-02-01T00:00:00-05:00' });
  const person = async (first_name: string, last_name: string, overrides: Record<string, unknown> = {}) =>
    createUser(ctx.app, shop.admin, { first_name, last_name, ...overrides });
  people.ana = (await person('Ana', 'Zapata', { hour_value: ANA_HOUR })).id;
  const beto = await person('Beto', 'Arias', { hour_value: BETO_HOUR });
  people.beto = beto.id;
  people.carla = (await person('Carla', 'Díaz')).id;
  people.seller = (await person('Sara', 'Ventas', { role: 'seller' })).id;
  await shop.call('DELETE', `/v1/users/${people.carla}`);

  const orderA = await shop.orderWithActivities([[people.ana, people.beto], [people.ana]], { reference: 'Orden A' });
  const orderB = await shop.orderWithActivities([[people.ana]], { reference: 'Orden B' });
  Object.assign(ids, { orderA: orderA.orderId, orderB: orderB.orderId, a1: orderA.activityIds[0], a2: orderA.activityIds[1] });
  ids.b1 = orderB.activityIds[0]!;

  // On 20 March (the server's clock): Beto's closed interval, then his running one.
  await editor(ids.a1, people.beto)('betoA1', '2026-03-10T08:00:00-05:00', '2026-03-10T09:30:00-05:00', 20);
  const betoToken = await tokenFor(ctx.app, beto.username, beto.password);
  const betoAu = await activityUserOf(ctx.app, ids.a1, people.beto);
  const started = await shop.call('POST', `/v1/activity_users/${betoAu}/intervals/start`, undefined, betoToken);
  expect(started.statusCode, started.body).toBe(201);
  spans.betoRunning = started.json().interval.id;

  // On 2 April: Ana's intervals, on both sides of March's edges in Bogotá.
  clock.set('2026-04-02T12:00:00.000Z');
  // 28 Feb 22:00 to 23:59 in Bogotá: already 1 March in UTC, yet February's.
  await editor(ids.a1, people.ana)('anaFeb', '2026-02-28T22:00:00-05:00', '2026-02-28T23:59:00-05:00', 0);
  // 1 March from its first instant in Bogotá: the range's first day.
  await editor(ids.a1, people.ana)('anaMar1', '2026-03-01T00:00:00-05:00', '2026-03-01T01:00:00-05:00', 10);
  await editor(ids.b1, people.ana)('anaMar15', '2026-03-15T10:00:00-05:00', '2026-03-15T10:30:00-05:00', 2);
  await editor(ids.b1, people.ana)('anaMar16', '2026-03-16T10:00:00-05:00', '2026-03-16T11:15:00-05:00', 3);
  // 31 March 23:30 in Bogotá (1 April 04:30 UTC) to past midnight: March's, the range's last day.
  await editor(ids.a2, people.ana)('anaMar31', '2026-03-31T23:30:00-05:00', '2026-04-01T00:05:00-05:00', 5);
  // 1 April 00:10 in Bogotá: April's, out of March's range.
  await editor(ids.b1, people.ana)('anaApr1', '2026-04-01T00:10:00-05:00', '2026-04-01T00:40:00-05:00', 1);
});
afterAll(() => ctx.close());

const get = (url: string) => shop.call('GET', url);
const operatorReport = async (userId: number, query: string) => {
  const response = await get(`/v1/users/${userId}/operator_activities?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>[];
};
const consolidatedPage = async (query: string) => {
  const response = await get(`/v1/users/consolidated_activities?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Record<string, unknown>[]; total: number; page: number; per_page: number; totals: unknown };
};
const consolidated = async (query: string) => (await consolidatedPage(query)).data;
const activity = async (id: number) => (await get(`/v1/${dieCut.route}/${id}`)).json();
const MARCH = 'from_date=2026-03-01&to_date=2026-03-31';
/** A day of February and half of March; most of March less its first days, and a day of April. */
const RANGES_ACROSS_MONTHS = ['from_date=2026-02-28&to_date=2026-03-15', 'from_date=2026-03-10&to_date=2026-04-01'];

describe('GET /v1/users/:id/operator_activities', () => {
  it("lists the operator's intervals starting in the range's days in Bogotá, with their activity, order and sums by hand", async () => {
    const rows = await operatorReport(people.ana, MARCH);
    expect(rows.map((row) => row.interval_id)).toEqual([spans.anaMar1, spans.anaMar15, spans.anaMar16, spans.anaMar31]);
    const a1 = await activity(ids.a1);
    expect(rows[0]).toEqual({
      interval_id: spans.anaMar1,
      activity_user_id: await activityUserOf(ctx.app, ids.a1, people.ana),
      user_id: people.ana,
      activity_id: ids.a1,
      activity_type: 'die_cut',
      activity_name: dieCut.name,
      production_order_id: ids.orderA,
      production_order_status: 'developing',
      reference: 'Orden A',
      start_time: '2026-03-01T05:00:00.000Z',
      end_time: '2026-03-01T06:00:00.000Z',
      quantity: a1.quantity,
      // Ana's 0 + 10 and Beto's 20.
      quantity_produced: 30,
      interval_quantity_produced: 10,
      status: 'developing',
      total_estimated_production_time: a1.total_estimated_production_time,
      minutes: 60,
      value: ANA_HOUR,
      // Her 119 minutes of 28 February count too: every minute she logged on the activity.
      user_time_spent: 60 + 119,
    });
    expect(rows[1]).toMatchObject({ activity_id: ids.b1, reference: 'Orden B', minutes: 30, value: 6_000, user_time_spent: 30 + 75 + 30 });
    expect(rows[2]).toMatchObject({ activity_id: ids.b1, minutes: 75, value: 15_000, interval_quantity_produced: 3, user_time_spent: 135 });
    expect(rows[3]).toMatchObject({
      activity_id: ids.a2,
      start_time: '2026-04-01T04:30:00.000Z',
      end_time: '2026-04-01T05:05:00.000Z',
      minutes: 35,
      value: 7_000,
      quantity_produced: 5,
      status: 'paused',
      user_time_spent: 35,
    });
  });

  it('includes both ends of the range, one day alone, and April 1 in Bogotá belongs to April', async () => {
    expect((await operatorReport(people.ana, 'from_date=2026-03-15&to_date=2026-03-15')).map((row) => row.interval_id)).toEqual([
      spans.anaMar15,
    ]);
    expect((await operatorReport(people.ana, 'from_date=2026-03-31&to_date=2026-04-01')).map((row) => row.interval_id)).toEqual([
      spans.anaMar31,
      spans.anaApr1,
    ]);
    expect((await operatorReport(people.ana, 'from_date=2026-02-28&to_date=2026-02-28')).map((row) => row.interval_id)).toEqual([
      spans.anaFeb,
    ]);
  });

  it('shows a running interval with no end, no minutes and no value yet', async () => {
    const rows = await operatorReport(people.beto, MARCH);
    expect(rows.map((row) => row.interval_id)).toEqual([spans.betoA1, spans.betoRunning]);
    expect(rows[0]).toMatchObject({ minutes: 90, value: 9_000, interval_quantity_produced: 20, user_time_spent: 90 });
    expect(rows[1]).toMatchObject({ start_time: '2026-03-20T15:00:00.000Z', end_time: null, minutes: 0, value: 0, status: 'developing' });
  });

  it("filters by the activity's status, one state or several", async () => {
    const interval = (rows: Record<string, unknown>[]) => rows.map((row) => row.interval_id);
    expect(interval(await operatorReport(people.ana, `${MARCH}&states=paused`))).toEqual([spans.anaMar15, spans.anaMar16, spans.anaMar31]);
    expect(interval(await operatorReport(people.ana, `${MARCH}&states[]=developing`))).toEqual([spans.anaMar1]);
    expect(interval(await operatorReport(people.ana, `${MARCH}&states[]=developing&states[]=paused`))).toHaveLength(4);
    expect(await operatorReport(people.ana, `${MARCH}&states[]=pending&states[]=finished`)).toEqual([]);
  });

  it('answers 404 for a user that does not exist, and the logged time of any user whatever their role', async () => {
    expect((await get(`/v1/users/999999/operator_activities?${MARCH}`)).statusCode).toBe(404);
    expect(await operatorReport(people.seller, MARCH)).toEqual([]);
  });
});

describe('GET /v1/users/consolidated_activities', () => {
  it('adds up per order, operator and activity the intervals starting in the range, by order, name and activity', async () => {
    const rows = await consolidated(MARCH);
    const [a1, a2, b1] = [await activity(ids.a1), await activity(ids.a2), await activity(ids.b1)];
    const order = { production_order_status: 'developing', activity_type: 'die_cut', activity_name: dieCut.name };
    expect(rows).toEqual([
      {
        ...order,
        production_order_id: ids.orderA,
        production_order_reference: 'Orden A',
        operator: 'Ana Zapata',
        user_id: people.ana,
        activity_id: ids.a1,
        activity_status: 'developing',
        // Her 28 February interval is outside the range although it is 1 March in UTC.
        start_time: '2026-03-01T05:00:00.000Z',
        end_time: '2026-03-01T06:00:00.000Z',
        quantity: a1.quantity,
        quantity_produced: 10,
        total_estimated_production_time: a1.total_estimated_production_time,
        minutes: 60,
        value: 12_000,
      },
      {
        ...order,
        production_order_id: ids.orderA,
        production_order_reference: 'Orden A',
        operator: 'Ana Zapata',
        user_id: people.ana,
        activity_id: ids.a2,
        activity_status: 'paused',
        start_time: '2026-04-01T04:30:00.000Z',
        end_time: '2026-04-01T05:05:00.000Z',
        quantity: a2.quantity,
        quantity_produced: 5,
        total_estimated_production_time: a2.total_estimated_production_time,
        minutes: 35,
        value: 7_000,
      },
      {
        ...order,
        production_order_id: ids.orderA,
        production_order_reference: 'Orden A',
        operator: 'Beto Arias',
        user_id: people.beto,
        activity_id: ids.a1,
        activity_status: 'developing',
        // One of his intervals still runs: no end yet.
        start_time: '2026-03-10T13:00:00.000Z',
        end_time: null,
        quantity: a1.quantity,
        quantity_produced: 20,
        total_estimated_production_time: a1.total_estimated_production_time,
        minutes: 90,
        value: 9_000,
      },
      {
        ...order,
        production_order_id: ids.orderB,
        production_order_reference: 'Orden B',
        operator: 'Ana Zapata',
        user_id: people.ana,
        activity_id: ids.b1,
        activity_status: 'paused',
        // 15 and 16 March; the interval of 1 April is not March's.
        start_time: '2026-03-15T15:00:00.000Z',
        end_time: '2026-03-16T16:15:00.000Z',
        quantity: b1.quantity,
        quantity_produced: 2 + 3,
        total_estimated_production_time: b1.total_estimated_production_time,
        minutes: 30 + 75,
        value: ((30 + 75) / 60) * ANA_HOUR,
      },
    ]);
  });

  it("filters by the activity's status and includes both ends of the range", async () => {
    const keys = (rows: Record<string, unknown>[]) => rows.map((row) => `${row.activity_id}/${row.user_id}`);
    expect(keys(await consolidated(`${MARCH}&states[]=developing`))).toEqual([`${ids.a1}/${people.ana}`, `${ids.a1}/${people.beto}`]);
    expect(keys(await consolidated(`${MARCH}&states=paused`))).toEqual([`${ids.a2}/${people.ana}`, `${ids.b1}/${people.ana}`]);
    expect(await consolidated(`${MARCH}&states[]=finished`)).toEqual([]);
    const lastDays = await consolidated('from_date=2026-03-31&to_date=2026-04-01');
    expect(lastDays.map((row) => [row.activity_id, row.minutes])).toEqual([
      [ids.a2, 35],
      [ids.b1, 30],
    ]);
  });

  it('answers a page (20 rows unless asked) with the totals of the whole range, added up by hand', async () => {
    const whole = await consolidatedPage(MARCH);
    expect(whole).toMatchObject({ total: 4, page: 1, per_page: 20 });
    // Ana 60 + 35 + 30 + 75 minutes at 12 000 an hour; Beto 90 at 6 000 (his running interval counts 0 yet).
    expect(whole.totals).toEqual({ minutes: 60 + 35 + 90 + 105, value: 12_000 + 7_000 + 9_000 + ((30 + 75) / 60) * ANA_HOUR });
    const pages = await Promise.all([1, 2, 3].map((page) => consolidatedPage(`${MARCH}&per_page=2&page=${page}`)));
    expect(pages.map((page) => page.data.length)).toEqual([2, 2, 0]);
    expect(pages.flatMap((page) => page.data)).toEqual(whole.data);
    // Past the last page: no rows, the same count and totals.
    expect(pages[2]).toMatchObject({ total: 4, page: 3, per_page: 2, totals: whole.totals });
    const paused = await consolidatedPage(`${MARCH}&states[]=paused&per_page=1`);
    expect(paused).toMatchObject({ total: 2, totals: { minutes: 35 + 105, value: 7_000 + 21_000 } });
    expect(paused.data.map((row) => row.activity_id)).toEqual([ids.a2]);
    // The totals of ranges across months (read from the months less their left-out days) are those of the rows.
    for (const range of RANGES_ACROSS_MONTHS) {
      const page = await consolidatedPage(range);
      const sum = (key: string) => page.data.reduce((total, row) => total + (row[key] as number), 0);
      expect(page.data.length, range).toBeGreaterThan(0);
      expect(page.totals, range).toEqual({ minutes: sum('minutes'), value: sum('value') });
    }
    expect(await consolidatedPage('from_date=2026-05-01&to_date=2026-05-31')).toEqual({
      data: [],
      total: 0,
      page: 1,
      per_page: 20,
      totals: { minutes: 0, value: 0 },
    });
  });

  it('refuses a page or page size out of bounds (422)', async () => {
    const tooMany = await get(`/v1/users/consolidated_activities?${MARCH}&per_page=101`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ per_page: [messages.tooLarge('100')] });
    const pageZero = await get(`/v1/users/consolidated_activities?${MARCH}&page=0`);
    expect(pageZero.statusCode).toBe(422);
    expect(pageZero.json().errors).toEqual({ page: [messages.tooSmall(1)] });
    expect((await get(`/v1/users/consolidated_activities?${MARCH}&page=dos`)).json().errors).toEqual({ page: [messages.invalid] });
  });

  it('exports every row of the range as a spreadsheet, in the same order, with the same 422s', async () => {
    const response = await get(`/v1/users/consolidated_activities/export_to_excel?${MARCH}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('actividades-consolidadas-2026-03-01-2026-03-31.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(Object.values(consolidatedSpreadsheetHeaders));
    // Order, operator, activity, start (Bogotá), end, status, time worked, value.
    expect(rows.slice(1).map((row) => [row[0], row[3], row[4], row[6], row[7], row[10], row[12], row[13]])).toEqual([
      [ids.orderA, 'Ana Zapata', ids.a1, '01/03/2026 00:00', '01/03/2026 01:00', 'En desarrollo', '01:00:00', 12_000],
      [ids.orderA, 'Ana Zapata', ids.a2, '31/03/2026 23:30', '01/04/2026 00:05', 'Pausada', '00:35:00', 7_000],
      [ids.orderA, 'Beto Arias', ids.a1, '10/03/2026 08:00', 'En curso', 'En desarrollo', '01:30:00', 9_000],
      [ids.orderB, 'Ana Zapata', ids.b1, '15/03/2026 10:00', '16/03/2026 11:15', 'Pausada', '01:45:00', 21_000],
    ]);
    const tooLong = await get('/v1/users/consolidated_activities/export_to_excel?from_date=2026-01-01&to_date=2026-04-02');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ to_date: [reportMessages.rangeTooLong(3)] });
  });

  it('follows a finished activity', async () => {
    const finished = await shop.call('PUT', `/v1/activity_users/${dieCut.className}/${ids.a2}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await consolidated(`${MARCH}&states[]=finished`)).map((row) => row.activity_id)).toEqual([ids.a2]);
    expect((await operatorReport(people.ana, `${MARCH}&states[]=finished`)).map((row) => row.interval_id)).toEqual([spans.anaMar31]);
  });
});

describe('GET /v1/users/operator_summaries', () => {
  it("counts and adds up each user's intervals of the range as that user's own report does, one request for all", async () => {
    // Whole months, and ranges read as a month less its left-out days plus days (labourPerPerson).
    for (const range of [MARCH, ...RANGES_ACROSS_MONTHS]) {
      for (const states of ['', '&states[]=finished', '&states[]=developing&states[]=paused']) {
        const response = await get(`/v1/users/operator_summaries?${range}${states}`);
        expect(response.statusCode, response.body).toBe(200);
        const expected = [];
        for (const userId of [people.ana, people.beto].sort((a, b) => a - b)) {
          const rows = await operatorReport(userId, `${range}${states}`);
          const sum = (key: string) => rows.reduce((total, row) => total + (row[key] as number), 0);
          if (rows.length > 0) expected.push({ user_id: userId, intervals: rows.length, minutes: sum('minutes'), value: sum('value') });
        }
        expect(response.json(), `${range}${states}`).toEqual(expected);
      }
    }
  });
});

describe('the range', () => {
  const routes = [
    { kind: 'operator', url: () => `/v1/users/${people.ana}/operator_activities`, months: 1 },
    { kind: 'operators summary', url: () => '/v1/users/operator_summaries', months: 1 },
    { kind: 'consolidated', url: () => '/v1/users/consolidated_activities', months: 3 },
  ];

  it.each(routes)('of the $kind report: both dates required, in order (422)', async ({ url }) => {
    const missingFrom = await get(`${url()}?to_date=2026-03-31`);
    expect(missingFrom.statusCode).toBe(422);
    expect(missingFrom.json().errors).toEqual({ from_date: [messages.required] });
    const missingTo = await get(`${url()}?from_date=2026-03-01`);
    expect(missingTo.statusCode).toBe(422);
    expect(missingTo.json().errors).toEqual({ to_date: [messages.required] });
    expect((await get(url())).json().errors).toEqual({ from_date: [messages.required], to_date: [messages.required] });
    const backwards = await get(`${url()}?from_date=2026-03-02&to_date=2026-03-01`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ to_date: [reportMessages.dateOrder] });
    const badState = await get(`${url()}?${MARCH}&states[]=lost`);
    expect(badState.statusCode).toBe(422);
    expect(badState.json().errors).toEqual({ states: [reportMessages.invalidState] });
    // Not dates at all (found by the fuzz test): field errors, not a failure.
    const garbage = await get(`${url()}?from_date=-100000000000000000000&to_date=%F0%9B%88%9F`);
    expect(garbage.statusCode).toBe(422);
    expect(Object.keys(garbage.json().errors)).toEqual(['from_date', 'to_date']);
  });

  it.each(routes)('of the $kind report: at most its months, exactly them accepted', async ({ url, months }) => {
    const to = months === 1 ? '2026-02-01' : '2026-04-01';
    expect((await get(`${url()}?from_date=2026-01-01&to_date=${to}`)).statusCode).toBe(200);
    const tooLong = await get(`${url()}?from_date=2026-01-01&to_date=${months === 1 ? '2026-02-02' : '2026-04-02'}`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ to_date: [reportMessages.rangeTooLong(months)] });
  });
});

describe('GET /v1/users/operators', () => {
  it('lists the enabled operators by name, with their id and name only', async () => {
    const response = await get('/v1/users/operators');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: people.ana, first_name: 'Ana', last_name: 'Zapata' },
      { id: people.beto, first_name: 'Beto', last_name: 'Arias' },
    ]);
  });

  it('leaves /users/{id} to the user', async () => {
    expect((await get(`/v1/users/${people.ana}`)).json()).toMatchObject({ id: people.ana, username: expect.any(String) });
  });
});
