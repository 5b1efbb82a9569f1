import type { ProductionOrderListRowResponse, ProductionOrderResponse, ShortProductionOrderResponse } from '@tintero/domain';

/** An order as `GET /v1/production_orders/{id}` answers it (the server's declared answer). */
export type ProductionOrder = ProductionOrderResponse;

/** A row of the month list: only what the list sends (a column of any other field would be empty). */
export type ProductionOrderListRow = ProductionOrderListRowResponse;

/** `GET /v1/production_orders/{id}/short`: the operator view, with no monetary field. */
export type ShortProductionOrder = ShortProductionOrderResponse;

export type { MonthFilter } from '../../lib/month-filter';

/** The body of POST and PUT (wrapped in `production_order`). */
export type ProductionOrderInput = Record<string, unknown>;
