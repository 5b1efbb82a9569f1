import { describe, expect, it } from 'vitest';
import { activityDefinitions } from '@tintero/domain';
import { bearer } from './helpers';
import { describeArea } from './authorization/matrix';
import { activitiesArea, activityIdsOf } from './authorization/activities';

/** The authorization rows of the activities, their workers and the machines (authorization/activities.ts). */
const session = describeArea(activitiesArea);

describe('what an operator sees', () => {
  it.each(activityDefinitions.map((definition) => [definition.route, definition] as const))(
    '%s: no money in an activity one works on',
    async (_route, definition) => {
      const { app, actors } = session();
      const response = await app.inject({
        method: 'GET',
        url: `/v1/${definition.route}/${activityIdsOf(definition.type).own}`,
        headers: bearer(actors.tokens.operator),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      for (const field of ['value', 'machinery_cost', 'hour_value', 'hour_cost']) expect(body).not.toHaveProperty(field);
      expect(body.users.map((user: { id: number }) => user.id)).toContain(actors.users.operator.id);
    },
  );
});
