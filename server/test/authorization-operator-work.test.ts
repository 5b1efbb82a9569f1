import { describe, expect, it } from 'vitest';
import { bearer } from './helpers';
import { moneyIn } from './work-fixtures';
import { describeArea } from './authorization/matrix';
import { operatorWork, workIds } from './authorization/operator-work';

/** The authorization rows of the shop floor (authorization/operator-work.ts), and what operators receive. */
const session = describeArea(operatorWork);

describe('what an operator receives from the shop floor', () => {
  it('no money on any route, running or paused', async () => {
    const { app, tokens } = session();
    const ids = workIds;
    const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(tokens.operator) });
    const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(tokens.operator), payload });
    const answers = [
      await send('POST', `/v1/activity_users/${ids.own}/intervals/start`),
      await get(`/v1/users/${ids.operator}/current_activity_in_development`),
      await get(`/v1/users/${ids.operator}/current_activities`),
      await get(`/v1/activity_users/${ids.own}/get_activity`),
      await get(`/v1/activity_users/${ids.own}/intervals`),
      await send('PUT', `/v1/activity_users/${ids.own}/intervals/pause`, { quantity_produced: 1 }),
      await send('PUT', `/v1/activity_users/${ids.own}/save_observation`, { observation: 'Listo' }),
      await send('PUT', `/v1/activity_users/${ids.own}/intervals/finish_by_user`, { quantity_produced: 0 }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(moneyIn(answer.json())).toEqual([]);
    }
    // The same intervals carry their value to the administrator.
    const asAdministrator = await app.inject({
      method: 'GET',
      url: `/v1/activity_users/${ids.own}/intervals`,
      headers: bearer(tokens.administrator),
    });
    expect(asAdministrator.json().every((interval: object) => 'value' in interval)).toBe(true);
  });
});
