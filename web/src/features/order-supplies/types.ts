import type { ExternalServiceResponse } from '@tintero/domain';

/** The two kinds of stock records of an order: same shape, same rules (spec part 2 §2, §3). */
export type MovementRecordKind = 'supplies_used' | 'leftovers';

/**
 * A supply used or a leftover as `/v1/production_orders/{id}/supplies_used|leftovers` answers it
 * (the domain's declared answer: operators never receive `value` and `unit_value`).
 */
export type { MovementRecord } from '@tintero/domain';

/** An external service of an order, as the server declares it. */
export type ExternalService = ExternalServiceResponse;
