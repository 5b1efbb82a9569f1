import type { App } from '../src/app';
import { bearer } from './helpers';

/** Test helpers of purchases and inventories. */

export interface PurchaseAnswer {
  id: number;
  status: string;
  total: number;
  editable: boolean;
  observation: string | null;
  cancelled_by: string | null;
  cancelled_at: string | null;
  approved_by: string | null;
  approved_at: string | null;
  purchased_at: string;
  details: { id: number; supply_id: number; supply_name: string; quantity: number; unit_value: number; total: number }[];
}

export const purchasePayload = (
  details: { supply_id?: number; quantity: number; total: number; id?: number }[],
  overrides: Record<string, unknown> = {},
) => ({
  company: 'Papeles del Valle S.A.S.',
  invoice_number: 'FV-1001',
  purchased_at: '2026-11-18',
  details,
  ...overrides,
});

export async function postPurchase(app: App, token: string, payload: object) {
  return app.inject({ method: 'POST', url: '/v1/purchases', headers: bearer(token), payload: { purchase: payload } });
}

export async function buy(
  app: App,
  token: string,
  details: { supply_id: number; quantity: number; total: number }[],
  overrides: Record<string, unknown> = {},
) {
  const response = await postPurchase(app, token, purchasePayload(details, overrides));
  if (response.statusCode !== 201) throw new Error(`purchase failed: ${response.body}`);
  return response.json() as PurchaseAnswer;
}

export async function putPurchase(app: App, token: string, id: number, payload: object) {
  return app.inject({ method: 'PUT', url: `/v1/purchases/${id}`, headers: bearer(token), payload: { purchase: payload } });
}

export async function useSupply(app: App, token: string, orderId: number, supplyId: number, quantity: number) {
  return app.inject({
    method: 'POST',
    url: `/v1/production_orders/${orderId}/supplies_used`,
    headers: bearer(token),
    payload: { supply_used: { supply_id: supplyId, quantity } },
  });
}
