import { activities, activityUsers } from '../../src/db/schema';
import { ADMIN_PASSWORD, bearer, userPayload } from '../helpers';
import {
  type Actor,
  type Actors,
  type AuthorizationArea,
  type RouteCase,
  adminAndOperator,
  adminOnly,
  everyone,
  publicRoute,
} from './matrix';

/** The foundation's rows: sign-in, users, catalogues, production orders, the help dialog, health. */
const ids = { listId: 0, orderId: 0, otherOrderId: 0, cancelledOrderId: 0, inReviewOrderId: 0, otherOperatorId: 0 };
let idOf: Actors['idOf'] = () => 0;

const orderPayload = {
  client: 'Cliente',
  reference: 'Ref',
  quantity: 10,
  unit_value: 100,
  delivery_day: '2026-12-01',
  status: 'developing',
};

/** Editing one's own account asks for one's own password; the administrator's differs from the others'. */
const currentPasswordOf = (actor: Actor) => (actor === 'administrator' ? ADMIN_PASSWORD : 'secreto-123');

const cases: RouteCase[] = [
  {
    name: 'sign in (a token sent along, even a forged one, is not read)',
    method: 'POST',
    route: '/v1/sign_in',
    url: () => '/v1/sign_in',
    body: () => ({ auth: { username: 'admin', password: ADMIN_PASSWORD } }),
    expected: publicRoute(200),
  },
  { name: 'health check', method: 'GET', route: '/v1/health', url: () => '/v1/health', expected: publicRoute(200) },
  { name: 'the help dialog’s version and contact', method: 'GET', route: '/v1/about', url: () => '/v1/about', expected: everyone(200) },

  { name: 'list users', method: 'GET', route: '/v1/users', url: () => '/v1/users', expected: adminOnly(200) },
  { name: 'list enabled users', method: 'GET', route: '/v1/users', url: () => '/v1/users?enabled=true', expected: adminOnly(200) },
  {
    name: 'create a user',
    method: 'POST',
    route: '/v1/users',
    url: () => '/v1/users',
    body: () => ({ user: userPayload() }),
    expected: adminOnly(201),
  },
  {
    name: "read one's own user",
    method: 'GET',
    route: '/v1/users/:id',
    record: 'own',
    url: (actor) => `/v1/users/${idOf(actor)}`,
    expected: everyone(200),
  },
  {
    name: "read someone else's user",
    method: 'GET',
    route: '/v1/users/:id',
    record: 'others',
    url: () => `/v1/users/${ids.otherOperatorId}`,
    expected: adminOnly(200),
  },
  {
    name: "update one's own user",
    method: 'PUT',
    route: '/v1/users/:id',
    record: 'own',
    url: (actor) => `/v1/users/${idOf(actor)}`,
    body: (actor) => ({ user: { phone: '3009998877', current_password: currentPasswordOf(actor) } }),
    expected: everyone(200),
  },
  {
    name: "update someone else's user",
    method: 'PUT',
    route: '/v1/users/:id',
    record: 'others',
    url: () => `/v1/users/${ids.otherOperatorId}`,
    body: () => ({ user: { phone: '3005556677', current_password: 'secreto-123' } }),
    expected: adminOnly(200),
  },
  // Nobody disables themselves: administrators get 409, the others are refused before that.
  {
    name: 'disable oneself',
    method: 'DELETE',
    route: '/v1/users/:id',
    url: (actor) => `/v1/users/${idOf(actor)}`,
    expected: adminOnly(409),
  },
  {
    name: 'disable a user',
    method: 'DELETE',
    route: '/v1/users/:id',
    url: () => `/v1/users/${ids.otherOperatorId}`,
    expected: adminOnly(200),
  },

  {
    name: 'list orders of a month',
    method: 'GET',
    route: '/v1/production_orders',
    url: () => '/v1/production_orders?month=1&year=2026',
    expected: adminOnly(200),
  },
  {
    name: 'orders in developing',
    method: 'GET',
    route: '/v1/production_orders/orders_in_developing',
    url: () => '/v1/production_orders/orders_in_developing',
    expected: adminOnly(200),
  },
  {
    name: 'read an order',
    method: 'GET',
    route: '/v1/production_orders/:id',
    url: () => `/v1/production_orders/${ids.orderId}`,
    expected: adminOnly(200),
  },
  {
    name: 'the operator view of an order one works on',
    method: 'GET',
    route: '/v1/production_orders/:id/short',
    record: 'own',
    url: () => `/v1/production_orders/${ids.orderId}/short`,
    expected: adminAndOperator(200),
  },
  {
    name: "the operator view of someone else's order",
    method: 'GET',
    route: '/v1/production_orders/:id/short',
    record: 'others',
    url: () => `/v1/production_orders/${ids.otherOrderId}/short`,
    expected: adminOnly(200),
  },
  // An operator sees an order only while it is in development, as its activities (docs/decisions/026).
  {
    name: 'the operator view of a cancelled order one worked on',
    method: 'GET',
    route: '/v1/production_orders/:id/short',
    record: 'own',
    url: () => `/v1/production_orders/${ids.cancelledOrderId}/short`,
    expected: adminOnly(200),
  },
  {
    name: 'the operator view of an order in review one works on',
    method: 'GET',
    route: '/v1/production_orders/:id/short',
    record: 'own',
    url: () => `/v1/production_orders/${ids.inReviewOrderId}/short`,
    expected: adminOnly(200),
  },
  {
    name: 'create an order',
    method: 'POST',
    route: '/v1/production_orders',
    url: () => '/v1/production_orders',
    body: () => ({ production_order: orderPayload }),
    expected: adminOnly(201),
  },
  {
    name: 'update an order',
    method: 'PUT',
    route: '/v1/production_orders/:id',
    url: () => `/v1/production_orders/${ids.orderId}`,
    body: () => ({ production_order: { observation: 'editada' } }),
    expected: adminOnly(200),
  },
  {
    name: 'recalculate costs',
    method: 'PUT',
    route: '/v1/production_orders/:id/recalculate_costs',
    url: () => `/v1/production_orders/${ids.orderId}/recalculate_costs`,
    expected: adminOnly(200),
  },

  {
    name: 'find a list by name',
    method: 'GET',
    route: '/v1/lists/seek_the_first_one_by_name/:name',
    record: 'shared',
    url: () => '/v1/lists/seek_the_first_one_by_name/types_of_documents',
    expected: everyone(200),
  },
  {
    name: "a list's items",
    method: 'GET',
    route: '/v1/lists/:id/items',
    record: 'shared',
    url: () => `/v1/lists/${ids.listId}/items`,
    expected: everyone(200),
  },
  {
    name: 'items by list name',
    method: 'GET',
    route: '/v1/items',
    url: () => '/v1/items?list_name=types_of_documents',
    expected: everyone(200),
  },
];

export const foundation: AuthorizationArea = {
  cases,
  async setup(app, actors) {
    idOf = actors.idOf;
    const admin = bearer(actors.tokens.administrator);
    const { operator, other, disabled } = actors.users;
    ids.otherOperatorId = other.id;
    const list = await app.inject({ method: 'GET', url: '/v1/lists/seek_the_first_one_by_name/types_of_documents', headers: admin });
    ids.listId = list.json().id;
    const createOrder = async (status = 'developing') =>
      (
        await app.inject({
          method: 'POST',
          url: '/v1/production_orders',
          headers: admin,
          payload: { production_order: { ...orderPayload, status } },
        })
      ).json().id as number;
    ids.orderId = await createOrder();
    ids.otherOrderId = await createOrder();
    ids.cancelledOrderId = await createOrder();
    ids.inReviewOrderId = await createOrder('in_review');
    // The operator (and the user later disabled) work on the first order, the cancelled one and the one in review.
    for (const orderId of [ids.orderId, ids.cancelledOrderId, ids.inReviewOrderId]) {
      const [activity] = await app.db
        .insert(activities)
        .values({ type: 'die_cut', production_order_id: orderId, quantity: 10 })
        .returning();
      await app.db.insert(activityUsers).values([
        { activity_id: activity!.id, user_id: operator.id },
        { activity_id: activity!.id, user_id: disabled.id },
      ]);
    }
    const cancel = { production_order: { status: 'cancelled' } };
    await app.inject({ method: 'PUT', url: `/v1/production_orders/${ids.cancelledOrderId}`, headers: admin, payload: cancel });
  },
};
