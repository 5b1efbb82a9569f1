import type { ReactElement } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { ModalsProvider } from '@mantine/modals';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { expect, vi } from 'vitest';
import type { Role } from '@tintero/domain';
import { AppProviders } from '../src/app/providers';
import { createAppRouter } from '../src/app/router';
import { alerts } from '../src/lib/alerts-store';
import type { ProductionOrderBasics } from '../src/lib/production-order-extensions';
import { reloadSession, TOKEN_KEY } from '../src/lib/session';

let lastQueryClient: QueryClient | undefined;

export function testQueryClient() {
  lastQueryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  return lastQueryClient;
}

/**
 * Waits until every query of the screen rendered last has settled and the screen has heard of it,
 * so a test can assert that something does not show (instead of sleeping and hoping).
 */
export async function waitForQueriesToSettle() {
  await waitFor(() => expect(lastQueryClient?.isFetching() ?? 0).toBe(0));
  // TanStack Query tells its observers on the next macrotask: let that one run, no clock involved.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Renders inside the app's providers (theme, modals, queries, i18n). */
export function renderWithProviders(ui: ReactElement) {
  return render(<AppProviders queryClient={testQueryClient()}>{ui}</AppProviders>);
}

/** Renders inside the app providers and the dialogs' provider the signed-in layout gives. */
export function renderWithModals(ui: ReactElement) {
  return renderWithProviders(<ModalsProvider>{ui}</ModalsProvider>);
}

/** The order a tab or section of the order screens receives. */
export function orderBasicsFixture(overrides: Partial<ProductionOrderBasics> = {}): ProductionOrderBasics {
  return {
    id: 7,
    reference: 'Cajas plegadizas 250 g',
    client: 'Cafetería La Esquina',
    quantity: 1000,
    delivery_day: '2026-03-20',
    observation: null,
    status: 'developing',
    ...overrides,
  };
}

/** Renders the whole app, router and guards included, at `path`. */
export function renderApp(path: string) {
  const router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

function base64url(value: string) {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned token with the claims the server puts in one (the client never verifies it). */
export function fakeToken(claims: { id: number; role: Role; first_name?: string; last_name?: string; exp?: number }) {
  const payload = {
    first_name: 'Ana',
    last_name: 'Pérez',
    tv: 0,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  const json = new TextEncoder().encode(JSON.stringify(payload));
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(String.fromCharCode(...json))}.signature`;
}

export function signInAs(claims: Parameters<typeof fakeToken>[0]) {
  localStorage.setItem(TOKEN_KEY, fakeToken(claims));
  reloadSession();
}

export function resetState() {
  localStorage.clear();
  reloadSession();
  alerts.clear();
}

/** A reply: its status (200), JSON body and extra headers (a `Date`, say). */
/** `text`: a body sent as it is (a CSV, tab-separated text), not as JSON. */
type Reply = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };
type Handler = (request: { method: string; url: URL; body: unknown }) => Reply | undefined;

/**
 * Replaces fetch with a tiny fake server: `routes` maps "METHOD /v1/path" (query ignored) to a
 * reply. Every call is recorded; an unknown route answers 404.
 */
export function mockApi(routes: Record<string, Handler | Reply>) {
  const calls: { method: string; url: URL; body: unknown; headers: Record<string, string> }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    let body: unknown = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    calls.push({ method, url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route({ method, url, body }) : route;
    const status = reply?.status ?? (route ? 200 : 404);
    const payload = reply?.body ?? (route ? null : { message: 'El recurso solicitado no existe.' });
    return new Response(reply?.text ?? (payload === null ? null : JSON.stringify(payload)), {
      status,
      headers: { 'content-type': 'application/json', ...reply?.headers },
    });
  });
  return { calls, spy };
}
