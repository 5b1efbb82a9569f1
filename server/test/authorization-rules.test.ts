import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers';
import { type RouteCase, adminOnly, describeAuthorizationMatrix, signInActors } from './authorization-matrix';

/**
 * The authorization matrix of DESIGN §5 for time-estimation rules: administrators only; operators
 * and sellers 403, anonymous visitors and a user disabled after signing in 401.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids = { rule: 0, condition: 0, ruleToDelete: 0 };

const rule = (name: string) => ({
  time_estimation_rule: {
    name,
    activity: 'die_cut',
    time_before_production: 60,
    estimated_production_time: 2,
    conditions: [
      { field: 'number_of_hits', comparator: '>=', value: '10' },
      { field: 'die_cut', comparator: '==', value: 'A' },
    ],
  },
});

beforeAll(async () => {
  ctx = await createTestApp();
  const { app } = ctx;
  const actors = await signInActors(app);
  Object.assign(tokens, actors.tokens);
  const create = async (name: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/time_estimation_rules',
      headers: bearer(actors.tokens.administrator),
      payload: rule(name),
    });
    return response.json() as { id: number; conditions: { id: number }[] };
  };
  const kept = await create('Troquel A');
  ids.rule = kept.id;
  ids.condition = kept.conditions[0]!.id;
  ids.ruleToDelete = (await create('Troquel B')).id;
  await actors.disableTheDisabled();
});
afterAll(() => ctx.close());

const cases: RouteCase[] = [
  { name: 'list rules', method: 'GET', url: () => '/v1/time_estimation_rules?search=troquel', expected: adminOnly(200) },
  { name: 'export rules', method: 'GET', url: () => '/v1/time_estimation_rules/export_to_excel', expected: adminOnly(200) },
  {
    name: 'rules of an activity',
    method: 'GET',
    url: () => '/v1/time_estimation_rules/search_by_activity/DieCut',
    expected: adminOnly(200),
  },
  { name: 'read a rule', method: 'GET', url: () => `/v1/time_estimation_rules/${ids.rule}`, expected: adminOnly(200) },
  { name: "a rule's actuals", method: 'GET', url: () => `/v1/time_estimation_rules/${ids.rule}/actuals`, expected: adminOnly(200) },
  {
    name: "a rule's conditions",
    method: 'GET',
    url: () => `/v1/time_estimation_rules/${ids.rule}/time_estimation_rule_conditions`,
    expected: adminOnly(200),
  },
  { name: 'create a rule', method: 'POST', url: () => '/v1/time_estimation_rules', body: () => rule('Nueva'), expected: adminOnly(201) },
  {
    name: 'update a rule',
    method: 'PUT',
    url: () => `/v1/time_estimation_rules/${ids.rule}`,
    body: () => ({ time_estimation_rule: { name: 'Troquel A grande' } }),
    expected: adminOnly(200),
  },
  // Administrators first: the others are refused before the record is looked at.
  {
    name: 'delete a condition',
    method: 'DELETE',
    url: () => `/v1/time_estimation_rules/${ids.rule}/time_estimation_rule_conditions/${ids.condition}`,
    expected: adminOnly(204),
  },
  { name: 'delete a rule', method: 'DELETE', url: () => `/v1/time_estimation_rules/${ids.ruleToDelete}`, expected: adminOnly(204) },
];

describeAuthorizationMatrix(cases, () => ({ app: ctx.app, tokens }));
