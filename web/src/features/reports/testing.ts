import type { ConsolidatedActivityRow, OperatorActivityRow, OperatorSummaryResponse } from '@tintero/domain';

/** Test data of the labour reports (imported by *.test.tsx files only). */

export const operators = [
  { id: 5, first_name: 'Lucía', last_name: 'Martínez' },
  { id: 6, first_name: 'Pedro', last_name: 'Gómez' },
];

/** `GET /v1/users/operator_summaries` of the range: Lucía's one interval of `operatorRowOf()`; Pedro logged nothing. */
export const summaries: OperatorSummaryResponse[] = [{ user_id: 5, intervals: 1, minutes: 90, value: 18750.5 }];

export function operatorRowOf(overrides: Partial<OperatorActivityRow> = {}): OperatorActivityRow {
  return {
    interval_id: 90,
    activity_user_id: 31,
    user_id: 5,
    activity_id: 12,
    activity_type: 'impression',
    activity_name: 'Impresión',
    production_order_id: 7,
    production_order_status: 'developing',
    reference: 'Cajas plegadizas 250 g',
    start_time: '2026-03-02T08:00:00.000-05:00',
    end_time: '2026-03-02T09:30:00.000-05:00',
    quantity: 1000,
    quantity_produced: 1000,
    interval_quantity_produced: 400,
    status: 'paused',
    total_estimated_production_time: 7200,
    minutes: 90,
    value: 18750.5,
    user_time_spent: 90,
    ...overrides,
  };
}

export function consolidatedRowOf(overrides: Partial<ConsolidatedActivityRow> = {}): ConsolidatedActivityRow {
  return {
    production_order_id: 7,
    production_order_status: 'developing',
    production_order_reference: 'Cajas plegadizas 250 g',
    operator: 'Lucía Martínez',
    user_id: 5,
    activity_id: 12,
    activity_type: 'impression',
    activity_name: 'Impresión',
    activity_status: 'paused',
    start_time: '2026-03-02T08:00:00.000-05:00',
    end_time: '2026-03-02T09:30:00.000-05:00',
    quantity: 1000,
    quantity_produced: 1000,
    total_estimated_production_time: 7200,
    minutes: 90,
    value: 18750.5,
    ...overrides,
  };
}
