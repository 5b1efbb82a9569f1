import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, ruleMessages } from '@tintero/domain';
import { timeEstimationRuleConditions } from '../src/db/schema';
import { ruleSpreadsheetHeaders } from '../src/modules/time-estimation-rules/excel';
import { bearer, withAdministrator } from './helpers';

/**
 * Time-estimation rules (spec part 2 §5, §7; DESIGN §7.7): the resource, its validation, its
 * conditions, the list and the export. How the rules' estimates fared and what activities record
 * is in time-estimation-rule-estimates.test.ts.
 */
const session = withAdministrator();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  session.app.inject({ method, url, headers: bearer(session.admin), payload });

const hits = (comparator: string, value: unknown) => ({ field: 'number_of_hits', comparator, value });
const rulePayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Troquel grande',
  activity: 'die_cut',
  time_before_production: 1800,
  estimated_production_time: 2,
  conditions: [hits('>=', 1000), { field: 'die_cut', comparator: '==', value: 'A' }],
  ...overrides,
});

async function createRule(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/v1/time_estimation_rules', { time_estimation_rule: rulePayload(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; conditions: { id: number; field: string; comparator: string; value: string }[] };
}

const errorsOf = async (payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST', id?: number) => {
  const response = await call(method, `/v1/time_estimation_rules${id ? `/${id}` : ''}`, { time_estimation_rule: payload });
  expect(response.statusCode, response.body).toBe(422);
  return response.json().errors as Record<string, string[]>;
};

describe('a rule', () => {
  it('is created with its conditions, read, updated and deleted', async () => {
    const created = await createRule();
    expect(created).toMatchObject({
      name: 'Troquel grande',
      activity: 'die_cut',
      activity_name: 'Troquelado',
      time_before_production: 1800,
      estimated_production_time: 2,
      conditions: [
        { time_estimation_rule_id: created.id, field: 'number_of_hits', comparator: '>=', value: '1000' },
        { time_estimation_rule_id: created.id, field: 'die_cut', comparator: '==', value: 'A' },
      ],
    });
    expect((await call('GET', `/v1/time_estimation_rules/${created.id}`)).json()).toEqual(created);

    const renamed = await call('PUT', `/v1/time_estimation_rules/${created.id}`, { time_estimation_rule: { name: 'Troquel A' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Conditions not sent stay as they were, ids and all.
    expect(renamed.json()).toMatchObject({ name: 'Troquel A', time_before_production: 1800, conditions: created.conditions });

    const deleted = await call('DELETE', `/v1/time_estimation_rules/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/v1/time_estimation_rules/${created.id}`)).json()).toEqual({ message: ruleMessages.notFound });
    const orphans = await session.app.db
      .select()
      .from(timeEstimationRuleConditions)
      .where(eq(timeEstimationRuleConditions.time_estimation_rule_id, created.id));
    expect(orphans).toEqual([]);
  });

  it('has its conditions replaced, all in one, when an update sends them', async () => {
    const { id, conditions } = await createRule();
    const updated = await call('PUT', `/v1/time_estimation_rules/${id}`, {
      time_estimation_rule: { conditions: [hits('<', 500)], estimated_production_time: 3 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().conditions).toEqual([expect.objectContaining({ field: 'number_of_hits', comparator: '<', value: '500' })]);
    expect(updated.json().conditions[0].id).not.toBe(conditions[0]!.id);
    const listed = await call('GET', `/v1/time_estimation_rules/${id}/time_estimation_rule_conditions`);
    expect(listed.json()).toEqual(updated.json().conditions);

    // A refused update leaves the old conditions in place.
    await errorsOf({ conditions: [hits('<', 'mucho')] }, 'PUT', id);
    expect((await call('GET', `/v1/time_estimation_rules/${id}`)).json().conditions).toEqual(updated.json().conditions);
  });

  it('answers 404 for a rule that does not exist', async () => {
    for (const [method, url] of [
      ['GET', '/v1/time_estimation_rules/999999'],
      ['PUT', '/v1/time_estimation_rules/999999'],
      ['DELETE', '/v1/time_estimation_rules/999999'],
      ['GET', '/v1/time_estimation_rules/999999/time_estimation_rule_conditions'],
      ['GET', '/v1/time_estimation_rules/999999/actuals'],
    ] as const) {
      const response = await call(method, url, method === 'PUT' ? { time_estimation_rule: { name: 'X' } } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(ruleMessages.notFound);
    }
  });
});

describe('validation (422 with field errors)', () => {
  it('requires a name of at most 80 characters and an activity of the registry', async () => {
    expect(await errorsOf(rulePayload({ name: '  ' }))).toEqual({ name: [messages.required] });
    expect(await errorsOf(rulePayload({ name: 'x'.repeat(81) }))).toEqual({ name: [messages.tooLong(80)] });
    expect((await errorsOf(rulePayload({ activity: 'DieCut' }))).activity).toEqual([ruleMessages.invalidActivity]);
    expect((await errorsOf(rulePayload({ activity: undefined }))).activity).toEqual([ruleMessages.invalidActivity]);
  });

  it('requires at least one condition (without_conditions)', async () => {
    expect(await errorsOf(rulePayload({ conditions: [] }))).toEqual({ conditions: [ruleMessages.withoutConditions] });
    expect(await errorsOf(rulePayload({ conditions: undefined }))).toEqual({ conditions: [ruleMessages.withoutConditions] });
    const { id } = await createRule();
    expect(await errorsOf({ conditions: [] }, 'PUT', id)).toEqual({ conditions: [ruleMessages.withoutConditions] });
  });

  it("checks each condition: a field of the rule's activity, one of the six comparators, a value ≤ 255, numeric for < and >", async () => {
    const errors = await errorsOf(
      rulePayload({
        conditions: [
          hits('>=', 10),
          { field: 'number_of_inks', comparator: '==', value: '4' },
          hits('=>', 10),
          { field: 'die_cut', comparator: '==', value: 'x'.repeat(256) },
          hits('>=', 'mil'),
          hits('<', ''),
        ],
      }),
    );
    expect(errors).toEqual({
      'conditions.1.field': [ruleMessages.invalidField],
      'conditions.2.comparator': [ruleMessages.invalidComparator],
      'conditions.3.value': [messages.tooLong(255)],
      'conditions.4.value': [ruleMessages.numericValue],
      'conditions.5.value': [messages.required],
    });
  });

  it('stores numbers as written and booleans as 1/0', async () => {
    const rule = await createRule({
      activity: 'varnish',
      conditions: [
        { field: 'is_mate', comparator: '==', value: true },
        { field: 'is_bright', comparator: '!=', value: false },
        { field: 'quantity', comparator: '>', value: 2.5 },
      ],
    });
    expect(rule.conditions.map((condition) => condition.value)).toEqual(['1', '0', '2.5']);
  });

  it('checks a new activity alone against the stored conditions', async () => {
    const { id } = await createRule();
    // Pre-cut has no number_of_hits nor die_cut.
    expect(await errorsOf({ activity: 'pre_cut' }, 'PUT', id)).toEqual({
      'conditions.0.field': [ruleMessages.invalidField],
      'conditions.1.field': [ruleMessages.invalidField],
    });
    const moved = await call('PUT', `/v1/time_estimation_rules/${id}`, {
      time_estimation_rule: { activity: 'pre_cut', conditions: [{ field: 'number_of_packages', comparator: '>', value: '10' }] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ activity: 'pre_cut', activity_name: 'Precorte' });
  });

  it('refuses negative or too long times', async () => {
    const errors = await errorsOf(rulePayload({ time_before_production: -1, estimated_production_time: 360_000 }));
    expect(Object.keys(errors).sort()).toEqual(['estimated_production_time', 'time_before_production']);
  });
});

describe("a rule's conditions", () => {
  it('are deleted one by one, never the last (409 last_condition)', async () => {
    const { id, conditions } = await createRule();
    const [first, second] = conditions;
    const url = (conditionId: number) => `/v1/time_estimation_rules/${id}/time_estimation_rule_conditions/${conditionId}`;

    expect((await call('DELETE', url(first!.id))).statusCode).toBe(204);
    const last = await call('DELETE', url(second!.id));
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ message: ruleMessages.lastCondition, code: 'last_condition' });
    expect((await call('GET', `/v1/time_estimation_rules/${id}`)).json().conditions).toEqual([second]);

    const other = await createRule();
    const notOfThisRule = await call('DELETE', url(other.conditions[0]!.id));
    expect(notOfThisRule.statusCode).toBe(404);
    expect(notOfThisRule.json().message).toBe(ruleMessages.conditionNotFound);
  });
});

describe('search_by_activity', () => {
  it('answers the rules of one type with their conditions, by registry type or class name', async () => {
    const embossRule = await createRule({ activity: 'emboss', conditions: [{ field: 'quantity', comparator: '>', value: '1' }] });
    const byType = await call('GET', '/v1/time_estimation_rules/search_by_activity/emboss');
    expect(byType.statusCode, byType.body).toBe(200);
    expect(byType.json()).toEqual([(await call('GET', `/v1/time_estimation_rules/${embossRule.id}`)).json()]);
    expect((await call('GET', '/v1/time_estimation_rules/search_by_activity/Emboss')).json()).toEqual(byType.json());

    const dieCuts = (await call('GET', '/v1/time_estimation_rules/search_by_activity/DieCut')).json() as { activity: string }[];
    expect(dieCuts.length).toBeGreaterThan(0);
    expect(dieCuts.every((rule) => rule.activity === 'die_cut')).toBe(true);
    expect((await call('GET', '/v1/time_estimation_rules/search_by_activity/pre_press')).json()).toEqual([]);

    const unknown = await call('GET', '/v1/time_estimation_rules/search_by_activity/die_cuts');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ruleMessages.invalidActivity);
  });
});

describe('the list and the export', () => {
  const names = ['Zeta grande', 'Ñandú sellado', 'Álamo pequeño'];

  beforeAll(async () => {
    await createRule({ name: names[0], activity: 'perforation', conditions: [{ field: 'quantity', comparator: '>', value: '0' }] });
    await createRule({ name: names[1], activity: 'sealed', conditions: [{ field: 'quantity', comparator: '>', value: '0' }] });
    await createRule({
      name: names[2],
      activity: 'perforation',
      time_before_production: 3661,
      estimated_production_time: 5,
      conditions: [
        { field: 'quantity', comparator: '>=', value: '1000' },
        { field: 'quantity', comparator: '!=', value: '1500' },
      ],
    });
  });

  it('is paged on the server and searched by name or activity name, accents and case aside', async () => {
    // "Perforado" is the activity's name: both perforation rules, by name.
    const page = await call('GET', '/v1/time_estimation_rules?search=PERFORADO&sort=name&order=asc&per_page=1&page=2');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ total: 2, page: 2, per_page: 1, data: [{ name: 'Zeta grande' }] });
    expect(page.json().data[0].accuracy).toEqual({ finished_activities: 0, median_deviation: null });

    const byName = (await call('GET', '/v1/time_estimation_rules?search=alamo')).json();
    expect(byName).toMatchObject({ total: 1, data: [{ name: 'Álamo pequeño' }] });
    const byAccent = (await call('GET', '/v1/time_estimation_rules?search=ÑANDÚ')).json();
    expect(byAccent.data.map((rule: { name: string }) => rule.name)).toEqual(['Ñandú sellado']);
  });

  it('is sorted by any column, both ways', async () => {
    const sorted = async (query: string) =>
      (await call('GET', `/v1/time_estimation_rules?per_page=100&${query}`)).json().data as { id: number; activity_name: string }[];
    const byIdDesc = await sorted('sort=id&order=desc');
    expect(byIdDesc.map((rule) => rule.id)).toEqual([...byIdDesc.map((rule) => rule.id)].sort((a, b) => b - a));
    const byActivity = (await sorted('sort=activity')).map((rule) => rule.activity_name);
    expect(byActivity).toEqual([...byActivity].sort((a, b) => a.localeCompare(b, 'es')));
    const wrong = await call('GET', '/v1/time_estimation_rules?sort=secret');
    expect(wrong.statusCode).toBe(400);
  });

  it('exports the rules as a spreadsheet, filtered as the list', async () => {
    const response = await call('GET', '/v1/time_estimation_rules/export_to_excel?search=perforado');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="reglas_de_estimacion.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Reglas')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(Object.values(ruleSpreadsheetHeaders));
    expect(sheet.actualRowCount).toBe(3);
    const row = (sheet.getRow(2).values as unknown[]).slice(2);
    expect(row.slice(0, 5)).toEqual(['Álamo pequeño', 'Perforado', '01:01:01', '00:00:05', 'Cantidad >= 1000; Cantidad != 1500']);
    // Updated, in APP_TIME_ZONE.
    expect(row[5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });
});
