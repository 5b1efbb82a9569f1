import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { fakeToken, resetState, signInAs } from '../../test/helpers';
import { setToken } from '../lib/session';
import { likelyScreens, PREFETCH_AFTER_MS, prefetchScreens, prefetchScreensWhenIdle } from './prefetch-screens';
import { routes as appRoutes } from './router';

/** A route table like the app's, each lazy route recording that its code was asked for. */
function recordingRoutes() {
  const loaded: string[] = [];
  const lazy = (name: string) => async () => {
    loaded.push(name);
    return { Component: () => null };
  };
  const routes: RouteObject[] = [
    { path: '/sign_in', lazy: lazy('sign-in') },
    {
      lazy: lazy('layout'),
      children: [
        { index: true, lazy: lazy('home') },
        { path: '/my_dashboard', lazy: lazy('my-dashboard') },
        { path: '/my_account', lazy: lazy('my-account') },
        { path: '/production_orders', lazy: lazy('orders') },
        { path: '/production_orders/:id/edit', lazy: lazy('order-edit') },
        { path: '/supplies', lazy: lazy('supplies') },
        { path: '/purchases', lazy: lazy('purchases') },
        { path: '/purchases/new', lazy: lazy('new-purchase') },
        { path: '/users', lazy: lazy('users') },
      ],
    },
  ];
  return { routes, loaded };
}

describe('the next likely screens', () => {
  beforeEach(() => resetState());

  it("loads an administrator's Home, orders, an order's edit screen, supplies and purchases, each once", async () => {
    const { routes, loaded } = recordingRoutes();
    await prefetchScreens(routes, 'administrator');
    expect(loaded.sort()).toEqual(['home', 'layout', 'new-purchase', 'order-edit', 'orders', 'purchases', 'supplies']);
  });

  it("loads an operator's dashboard and account, nothing of the administrators'", async () => {
    const { routes, loaded } = recordingRoutes();
    await prefetchScreens(routes, 'operator');
    expect(loaded.sort()).toEqual(['layout', 'my-account', 'my-dashboard']);
  });

  it("finds every likely screen in the app's own route table", () => {
    for (const path of Object.values(likelyScreens).flat()) {
      const leaf = matchRoutes(appRoutes, path)?.at(-1);
      expect(leaf?.route.lazy, path).toBeTypeOf('function');
    }
  });
});

describe('prefetching when idle', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    resetState();
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  });
  afterEach(() => vi.unstubAllGlobals());

  const runIdle = async () => {
    const pending = idle.splice(0);
    for (const callback of pending) callback();
    await vi.waitFor(() => expect(idle).toEqual([]));
  };

  it('waits for a session, then loads the screens of its role once the browser is idle, once per session', async () => {
    const { routes, loaded } = recordingRoutes();
    const router = createMemoryRouter(routes, { initialEntries: ['/sign_in'] });
    const stop = prefetchScreensWhenIdle(router, routes, 0);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(idle).toEqual([]);
    loaded.length = 0;

    setToken(fakeToken({ id: 7, role: 'operator' }));
    expect(idle).toHaveLength(1);
    expect(loaded).toEqual([]);
    await runIdle();
    await vi.waitFor(() => expect(loaded.sort()).toEqual(['layout', 'my-account', 'my-dashboard']));

    // Another navigation in the same session asks for nothing more.
    await router.navigate('/my_account');
    expect(idle).toEqual([]);
    stop();
  });

  it('opened by URL with a session, prefetches after the screen has loaded', async () => {
    signInAs({ id: 1, role: 'administrator' });
    const { routes, loaded } = recordingRoutes();
    const router = createMemoryRouter(routes, { initialEntries: ['/users'] });
    const stop = prefetchScreensWhenIdle(router, routes, 0);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(loaded.sort()).toEqual(['layout', 'users']);
    await runIdle();
    await vi.waitFor(() => expect(loaded).toContain('orders'));
    expect(loaded).toContain('order-edit');
    stop();
  });

  it('leaves a screen that has loaded PREFETCH_AFTER_MS to itself before waiting for idle time', async () => {
    signInAs({ id: 1, role: 'administrator' });
    const { routes } = recordingRoutes();
    const router = createMemoryRouter(routes, { initialEntries: ['/users'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const stop = prefetchScreensWhenIdle(router, routes);
      vi.advanceTimersByTime(PREFETCH_AFTER_MS - 1);
      expect(idle).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(idle).toHaveLength(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
