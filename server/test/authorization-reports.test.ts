import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { type RouteCase, adminOnly, describeAuthorizationMatrix, signInActors } from './authorization-matrix';

/**
 * The authorization matrix of DESIGN §5 for the labour reports: administrators only; operators
 * (their own report included) and sellers 403, anonymous visitors and a user disabled after
 * signing in 401.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
const users = { operator: 0, other: 0 };
const MARCH = 'from_date=2026-03-01&to_date=2026-03-31';

beforeAll(async () => {
  ctx = await createTestApp();
  const actors = await signInActors(ctx.app);
  Object.assign(tokens, actors.tokens);
  users.operator = actors.users.operator.id;
  users.other = actors.users.other.id;
  await actors.disableTheDisabled();
});
afterAll(() => ctx.close());

const cases: RouteCase[] = [
  { name: 'enabled operators', method: 'GET', url: () => '/v1/users/operators', expected: adminOnly(200) },
  {
    name: "an operator's own report",
    method: 'GET',
    url: () => `/v1/users/${users.operator}/operator_activities?${MARCH}`,
    expected: adminOnly(200),
  },
  {
    name: "another operator's report",
    method: 'GET',
    url: () => `/v1/users/${users.other}/operator_activities?${MARCH}&states[]=paused`,
    expected: adminOnly(200),
  },
  { name: 'consolidated report', method: 'GET', url: () => `/v1/users/consolidated_activities?${MARCH}`, expected: adminOnly(200) },
];

describeAuthorizationMatrix(cases, () => ({ app: ctx.app, tokens }));
