import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { activityDefinition } from '@tintero/domain';
import { activities } from '../src/db/schema';
import { activityBody, caller, createActivityOrder, createMachine, insertSupply } from './activity-fixtures';
import { withAdministrator } from './helpers';

/**
 * What a rule's estimates meet (docs/decisions/011): the activity records the rule whose times it
 * carries, the rules list tells how far the finished ones fell from their estimate, and
 * `/actuals` what comparable work took per unit.
 */
const session = withAdministrator();
let call: ReturnType<typeof caller>;
const refs = { orderId: 0, machineId: 0, supplyId: 0 };
const dieCut = activityDefinition('die_cut');
const preCut = activityDefinition('pre_cut');

beforeAll(async () => {
  call = caller(session.app, () => session.admin);
  refs.orderId = (await createActivityOrder(session.app, session.admin)).id;
  refs.machineId = (await createMachine(session.app, session.admin)).id;
  refs.supplyId = (await insertSupply(session.app)).id;
});

async function createRule(rule: Record<string, unknown>) {
  const response = await call('POST', '/v1/time_estimation_rules', {
    time_estimation_rule: { name: 'Regla', activity: 'die_cut', time_before_production: 600, estimated_production_time: 30, ...rule },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

/** A die cut as the registry's example has it (troquel "Ejemplo Troquel", 0 hits, quantity 10, times 600 s + 30 s/unit). */
async function createDieCut(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', `/v1/${dieCut.route}`, activityBody(dieCut, refs, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; time_estimation_rule_id: number | null };
}

const updateDieCut = async (id: number, patch: Record<string, unknown>) => {
  const response = await call('PUT', `/v1/${dieCut.route}/${id}`, { [dieCut.payloadKey]: patch });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { time_estimation_rule_id: number | null };
};

/** Marks an activity finished with this much time worked, as the shop floor would leave it. */
const finish = (id: number, minutes: number, endTime: string) =>
  session.app.db.update(activities).set({ status: 'finished', time_spent: minutes, end_time: endTime }).where(eq(activities.id, id));

const listed = async (ruleId: number) => {
  const page = (await call('GET', '/v1/time_estimation_rules?per_page=100&sort=id')).json() as {
    data: { id: number; accuracy: unknown }[];
  };
  return page.data.find((rule) => rule.id === ruleId)!.accuracy;
};

describe('the rule an activity records', () => {
  // Die cuts only here; each test uses its own troquel so the rules of one never match another's.
  it('is the best matching rule while the activity carries its times, else none', async () => {
    const troquel = { field: 'die_cut', comparator: '==', value: 'troquel uno' };
    const broad = await createRule({ conditions: [troquel] });
    const narrow = await createRule({ conditions: [troquel, { field: 'number_of_hits', comparator: '>=', value: '100' }] });

    expect((await createDieCut({ die_cut: ' Troquel UNO ' })).time_estimation_rule_id).toBe(broad);
    // More conditions win.
    const activity = await createDieCut({ die_cut: 'troquel uno', number_of_hits: 150 });
    expect(activity.time_estimation_rule_id).toBe(narrow);
    // Times typed by hand are not the rule's.
    expect((await createDieCut({ die_cut: 'troquel uno', time_before_production: 601 })).time_estimation_rule_id).toBeNull();
    // No rule matches another troquel.
    expect((await createDieCut({ die_cut: 'troquel dos' })).time_estimation_rule_id).toBeNull();

    // Updates while pending match again.
    expect((await updateDieCut(activity.id, { number_of_hits: 10 })).time_estimation_rule_id).toBe(broad);
    expect((await updateDieCut(activity.id, { estimated_production_time: 31 })).time_estimation_rule_id).toBeNull();
    expect((await updateDieCut(activity.id, { estimated_production_time: 30 })).time_estimation_rule_id).toBe(broad);
  });

  it('stays once work started while the times stay, and is forgotten when its rule is deleted', async () => {
    const rule = await createRule({ conditions: [{ field: 'die_cut', comparator: '==', value: 'troquel tres' }] });
    const activity = await createDieCut({ die_cut: 'troquel tres' });
    await session.app.db.update(activities).set({ status: 'developing' }).where(eq(activities.id, activity.id));

    // The rule no longer matches, but the activity's times are still the ones it gave.
    expect((await updateDieCut(activity.id, { die_cut: 'otro troquel' })).time_estimation_rule_id).toBe(rule);
    expect((await updateDieCut(activity.id, { time_before_production: 0 })).time_estimation_rule_id).toBeNull();

    const other = await createDieCut({ die_cut: 'troquel tres' });
    expect(other.time_estimation_rule_id).toBe(rule);
    expect((await call('DELETE', `/v1/time_estimation_rules/${rule}`)).statusCode).toBe(204);
    const after = await call('GET', `/v1/${dieCut.route}/${other.id}`);
    expect(after.json()).toMatchObject({ time_estimation_rule_id: null, time_before_production: 600, estimated_production_time: 30 });
  });
});

describe("a rule's accuracy and actuals", () => {
  it('are the medians over its finished activities: (actual − estimated) / estimated, and minutes per unit', async () => {
    const rule = await createRule({ conditions: [{ field: 'die_cut', comparator: '==', value: 'troquel cuatro' }] });
    expect(await listed(rule)).toEqual({ finished_activities: 0, median_deviation: null });
    expect((await call('GET', `/v1/time_estimation_rules/${rule}/actuals`)).json()).toEqual({
      rule_id: rule,
      activities: 0,
      median_minutes_per_unit: null,
    });

    // Estimate: 600 s + 30 s × 10 = 900 s = 15 minutes. Worked 15, 20 and 30 minutes; one still pending.
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await createDieCut({ die_cut: 'troquel cuatro' })).id);
    await finish(ids[0]!, 15, '2030-01-01T10:00:00Z');
    await finish(ids[1]!, 20, '2030-01-02T10:00:00Z');
    await finish(ids[2]!, 30, '2030-01-03T10:00:00Z');

    const accuracy = (await listed(rule)) as { finished_activities: number; median_deviation: number };
    expect(accuracy.finished_activities).toBe(3);
    expect(accuracy.median_deviation).toBeCloseTo(1 / 3, 10); // 0, 1/3 and 1
    const actuals = (await call('GET', `/v1/time_estimation_rules/${rule}/actuals`)).json();
    expect(actuals).toEqual({ rule_id: rule, activities: 3, median_minutes_per_unit: 2 }); // 1.5, 2 and 3 a unit
  });

  it('count pre-cut units as packages, the quantity its estimate multiplies', async () => {
    const rule = await createRule({
      activity: 'pre_cut',
      time_before_production: 0,
      estimated_production_time: 60,
      conditions: [{ field: 'measure_to_convert', comparator: '==', value: '50x70' }],
    });
    const response = await call(
      'POST',
      `/v1/${preCut.route}`,
      activityBody(preCut, refs, {
        measure_to_convert: '50x70',
        number_of_sheets: 10,
        leave_the_sheet: 4,
        number_of_packages: 5,
        time_before_production: 0,
        estimated_production_time: 60,
      }),
    );
    expect(response.json()).toMatchObject({ quantity: 40, total_estimated_production_time: 300, time_estimation_rule_id: rule });
    await finish(response.json().id, 10, '2030-01-01T10:00:00Z');

    expect((await call('GET', `/v1/time_estimation_rules/${rule}/actuals`)).json().median_minutes_per_unit).toBe(2); // 10 min / 5 packages
    expect(await listed(rule)).toEqual({ finished_activities: 1, median_deviation: 1 }); // 600 s against 300 s
  });

  it('look at the last 50 finished activities only, by end time', async () => {
    const rule = await createRule({ conditions: [{ field: 'die_cut', comparator: '==', value: 'troquel cinco' }] });
    const template = await createDieCut({ die_cut: 'troquel cinco' });
    const [row] = await session.app.db.select().from(activities).where(eq(activities.id, template.id));
    const { id: _id, ...columns } = row!;
    // The 50 most recent took 1 minute a unit, 30 older ones 9 minutes (the oldest 50 would give 9).
    await session.app.db.insert(activities).values(
      Array.from({ length: 80 }, (_, i) => ({
        ...columns,
        status: 'finished' as const,
        time_spent: i < 50 ? 10 : 90,
        end_time: new Date(Date.UTC(2030, 0, 1) - i * 3600_000).toISOString(),
      })),
    );
    const actuals = (await call('GET', `/v1/time_estimation_rules/${rule}/actuals`)).json();
    expect(actuals).toEqual({ rule_id: rule, activities: 50, median_minutes_per_unit: 1 });
    expect(await listed(rule)).toMatchObject({ finished_activities: 80 });

    // Activities of another type that the rule once estimated do not count.
    await session.app.db.execute(sql`UPDATE ${activities} SET type = 'emboss' WHERE ${activities.time_estimation_rule_id} = ${rule}`);
    expect((await call('GET', `/v1/time_estimation_rules/${rule}/actuals`)).json().activities).toBe(0);
    expect(await listed(rule)).toEqual({ finished_activities: 0, median_deviation: null });
  });
});
