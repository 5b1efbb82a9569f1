import type { Actors, AuthorizationArea, RouteCase } from './matrix';
import { adminOnly, everyone } from './matrix';

/**
 * The rows of ending every session of a user. Ending one's own ends the token that asked, so that
 * row comes last: each actor's call is the last their token makes.
 */
let idOf: Actors['idOf'] = () => 0;
let otherId = 0;
const ROUTE = '/v1/users/:id/end_sessions';

const cases: RouteCase[] = [
  {
    name: "end someone else's sessions",
    method: 'POST',
    route: ROUTE,
    record: 'others',
    url: () => `/v1/users/${otherId}/end_sessions`,
    expected: adminOnly(204),
  },
  {
    name: 'end the sessions of a user who does not exist',
    method: 'POST',
    route: ROUTE,
    url: () => '/v1/users/999999/end_sessions',
    expected: adminOnly(404),
  },
  {
    name: "end one's own sessions",
    method: 'POST',
    route: ROUTE,
    record: 'own',
    url: (actor) => `/v1/users/${idOf(actor)}/end_sessions`,
    expected: everyone(204),
  },
];

export const sessionsArea: AuthorizationArea = {
  cases,
  async setup(_app, actors) {
    idOf = actors.idOf;
    otherId = actors.users.other.id;
  },
};
