import { bearer } from '../helpers';
import { type AuthorizationArea, type RouteCase, adminOnly, answers } from './matrix';

/** The rows of the time-estimation rules: administrators only. */
const ids = { rule: 0, condition: 0, ruleToDelete: 0 };
const RULES = '/v1/time_estimation_rules';

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

const cases: RouteCase[] = [
  { name: 'list rules', method: 'GET', route: RULES, url: () => `${RULES}?search=troquel`, expected: adminOnly(200) },
  {
    name: 'export rules',
    method: 'GET',
    route: `${RULES}/export_to_excel`,
    url: () => `${RULES}/export_to_excel`,
    expected: adminOnly(200),
  },
  {
    name: 'rules of an activity',
    method: 'GET',
    route: `${RULES}/search_by_activity/:activity`,
    record: 'shared',
    url: () => `${RULES}/search_by_activity/DieCut`,
    expected: answers({ administrator: 200, operator: 403, seller: 200 }),
  },
  { name: 'read a rule', method: 'GET', route: `${RULES}/:id`, url: () => `${RULES}/${ids.rule}`, expected: adminOnly(200) },
  {
    name: "a rule's actuals",
    method: 'GET',
    route: `${RULES}/:id/actuals`,
    url: () => `${RULES}/${ids.rule}/actuals`,
    expected: adminOnly(200),
  },
  {
    name: "a rule's conditions",
    method: 'GET',
    route: `${RULES}/:id/time_estimation_rule_conditions`,
    url: () => `${RULES}/${ids.rule}/time_estimation_rule_conditions`,
    expected: adminOnly(200),
  },
  { name: 'create a rule', method: 'POST', route: RULES, url: () => RULES, body: () => rule('Nueva'), expected: adminOnly(201) },
  {
    name: 'update a rule',
    method: 'PUT',
    route: `${RULES}/:id`,
    url: () => `${RULES}/${ids.rule}`,
    body: () => ({ time_estimation_rule: { name: 'Troquel A grande' } }),
    expected: adminOnly(200),
  },
  // Administrators first: the others are refused before the record is looked at.
  {
    name: 'delete a condition',
    method: 'DELETE',
    route: `${RULES}/:id/time_estimation_rule_conditions/:condition_id`,
    url: () => `${RULES}/${ids.rule}/time_estimation_rule_conditions/${ids.condition}`,
    expected: adminOnly(204),
  },
  { name: 'delete a rule', method: 'DELETE', route: `${RULES}/:id`, url: () => `${RULES}/${ids.ruleToDelete}`, expected: adminOnly(204) },
];

export const rulesArea: AuthorizationArea = {
  cases,
  async setup(app, actors) {
    const create = async (name: string) => {
      const response = await app.inject({ method: 'POST', url: RULES, headers: bearer(actors.tokens.administrator), payload: rule(name) });
      return response.json() as { id: number; conditions: { id: number }[] };
    };
    const kept = await create('Troquel A');
    ids.rule = kept.id;
    ids.condition = kept.conditions[0]!.id;
    ids.ruleToDelete = (await create('Troquel B')).id;
  },
};
