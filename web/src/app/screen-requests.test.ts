import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mockApi, resetState, signInAs, testQueryClient } from '../../test/helpers';
import { inDevelopmentOf } from '../../test/work-records';
import { resourceKeys, workKeys } from '../lib/query-keys';
import { provideScreenRequestsClient, startFirstScreenRequests, startMyDashboardRequests } from './screen-requests';

const operator = { id: 5, role: 'operator' as const };
const paths = (calls: { url: URL }[]) => calls.map((call) => call.url.pathname);

describe("My dashboard's requests, started with its code", () => {
  beforeEach(() => resetState());

  it("asks for the operator's running activity and then its intervals, into the screen's cache", async () => {
    const client = testQueryClient();
    provideScreenRequestsClient(client);
    signInAs(operator);
    const running = inDevelopmentOf('2030-03-18T14:00:00Z', '2030-03-18T15:00:00Z');
    const api = mockApi({
      'GET /v1/users/5/current_activity_in_development': { body: running },
      [`GET /v1/activity_users/${running.activity_user_id}/intervals`]: { body: [] },
    });
    startMyDashboardRequests();
    await waitFor(() => expect(client.getQueryData(workKeys.intervals(running.activity_user_id))).toEqual([]));
    expect(client.getQueryData(workKeys.inDevelopment(5))).toEqual(running);
    expect(paths(api.calls)).toEqual([
      '/v1/users/5/current_activity_in_development',
      `/v1/activity_users/${running.activity_user_id}/intervals`,
    ]);
  });

  it('asks for the activities to pick from when nothing runs, and nothing for an administrator', async () => {
    const client = testQueryClient();
    provideScreenRequestsClient(client);
    signInAs(operator);
    const api = mockApi({ 'GET /v1/users/5/current_activities': { body: [] } });
    // The server's literal `null` (the fake server sends no body for null).
    const fakeServer = api.spy.getMockImplementation()!;
    api.spy.mockImplementation((input, init) =>
      String(input).endsWith('/current_activity_in_development')
        ? Promise.resolve(new Response('null', { headers: { 'content-type': 'application/json' } }))
        : fakeServer(input, init),
    );
    startMyDashboardRequests();
    await waitFor(() => expect(client.getQueryData(workKeys.current(5, ''))).toEqual([]));

    signInAs({ id: 1, role: 'administrator' });
    startMyDashboardRequests();
    expect(paths(api.calls)).toEqual(['/v1/users/5/current_activities']);
  });
});

describe("the first screen's data, asked with its code", () => {
  beforeEach(() => resetState());

  it("asks for an order on its edit and detail screens, into the screens' own query", async () => {
    const client = testQueryClient();
    provideScreenRequestsClient(client);
    signInAs({ id: 1, role: 'administrator' });
    const api = mockApi({ 'GET /v1/production_orders/7': { body: { id: 7 } }, 'GET /v1/production_orders/8': { body: { id: 8 } } });
    startFirstScreenRequests({ pathname: '/production_orders/7/edit' });
    startFirstScreenRequests({ pathname: '/production_orders/8' });
    await waitFor(() => expect(client.getQueryData(resourceKeys('production_orders').detail(8))).toEqual({ id: 8 }));
    expect(client.getQueryData(resourceKeys('production_orders').detail(7))).toEqual({ id: 7 });
    expect(api.calls.map((call) => call.url.pathname).sort()).toEqual(['/v1/production_orders/7', '/v1/production_orders/8']);
  });

  it('asks nothing for another screen, nor signed out', async () => {
    const client = testQueryClient();
    provideScreenRequestsClient(client);
    const api = mockApi({});
    startFirstScreenRequests({ pathname: '/production_orders/9/edit' });
    signInAs({ id: 1, role: 'administrator' });
    startFirstScreenRequests({ pathname: '/production_orders/9/print' });
    startFirstScreenRequests({ pathname: '/production_orders' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toEqual([]);
  });
});
