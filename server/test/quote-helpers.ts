import { expect } from 'vitest';
import { activityDefinition, exampleActivityValues, type AnyActivityDefinition } from '@tintero/domain';
import type { App } from '../src/app';
import { bearer } from './helpers';

/** Quotes' test helpers (DESIGN §12.1): calls as one person, a quote, a rule, a planned activity. */

export interface QuoteAnswer {
  id: number;
  number: number;
  status: string;
  stored_status: string;
  seller_id: number;
  production_order_id: number | null;
  accepted_option_id: number | null;
  editable: boolean;
  valid_until: string;
  options: OptionAnswer[];
  [field: string]: unknown;
}

export interface OptionAnswer {
  id: number;
  quantity: number;
  labour_cost: number;
  machinery_cost: number;
  supplies_cost: number;
  third_party_cost: number;
  cost_total: number;
  markup_percent: number | null;
  price: number;
  price_typed: boolean;
  unit_price: number;
  activities: Record<string, unknown>[];
  supplies: Record<string, unknown>[];
  external_services: Record<string, unknown>[];
  [field: string]: unknown;
}

export function quoteCaller(app: App, token: () => string) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(token()), payload: payload as object });
}

export async function createQuote(app: App, token: string, overrides: Record<string, unknown> = {}): Promise<QuoteAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/quotes',
    headers: bearer(token),
    payload: {
      quote: { client: 'Cartones del Sur', reference: 'Caja plegadiza', delivery_day: '2027-01-20', quantity: 1000, ...overrides },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as QuoteAnswer;
}

export async function createRule(app: App, token: string, rule: Record<string, unknown>): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/time_estimation_rules',
    headers: bearer(token),
    payload: {
      time_estimation_rule: { name: 'Regla', activity: 'die_cut', time_before_production: 600, estimated_production_time: 30, ...rule },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

/** A planned activity's body of a type, from the registry's example, without the order's fields. */
export function plannedActivity(
  definition: AnyActivityDefinition = activityDefinition('die_cut'),
  refs: { machineId?: number | null; supplyId?: number } = {},
  overrides: Record<string, unknown> = {},
) {
  const {
    production_order_id: _order,
    users: _users,
    due_date: _due,
    ...values
  } = exampleActivityValues(definition, {
    productionOrderId: 1,
    machineId: refs.machineId ?? null,
    supplyId: refs.supplyId,
  });
  return { activity: { activity_type: definition.type, ...values, ...overrides } };
}

export async function setHourRate(app: App, token: string, rate: number, extra: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'PUT',
    url: '/v1/settings',
    headers: bearer(token),
    payload: { setting: { standard_hour_rate: rate, ...extra } },
  });
  expect(response.statusCode, response.body).toBe(200);
}
