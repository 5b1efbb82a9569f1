import type { AnyActivityDefinition } from '@tintero/domain';

/**
 * The query keys, once (ARCHITECTURE.md "Query keys"). An area keys its queries with these, and
 * another area that must refresh them after a write names them here too, never with a literal: a
 * renamed key then breaks the build, not the refresh.
 */

/** Every plain CRUD resource's key root (`createResource`): a misspelt one does not compile. */
export type ResourceName = 'production_orders' | 'supplies' | 'users' | 'machines' | 'purchases' | 'inventaries' | 'time-estimation-rules';

/** The keys of a plain CRUD resource: everything, its lists, its records. */
export function resourceKeys<Filter = Record<string, unknown>>(name: ResourceName) {
  return {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (filter?: Filter) => [name, 'list', filter ?? {}] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: number | undefined) => [name, 'detail', id] as const,
  };
}

/** The 17 activity resources, keyed by the definition's route. */
export const activityKeys = {
  all: ['activities'] as const,
  ofType: (definition: AnyActivityDefinition) => ['activities', definition.route] as const,
  /** Every order's activities (`ofOrder` without the id): what a write of an activity refreshes. */
  ofOrders: () => ['activities', 'order'] as const,
  /** An order's activities of every type (`GET /production_orders/{id}/activities`). */
  ofOrder: (orderId: number) => ['activities', 'order', orderId] as const,
  workers: (definition: AnyActivityDefinition, id: number | null) => ['activities', definition.route, 'workers', id ?? 'new'] as const,
};

/**
 * Operator work. `current`, `inDevelopment`, `intervals` and `activity` without their last parts
 * are the prefixes a work event refreshes (every search of a worker, every interval of an
 * activity user).
 */
export const workKeys = {
  all: ['work'] as const,
  current: (userId?: number, search?: string) => ['work', 'current', ...present(userId, search)] as const,
  inDevelopment: (userId?: number) => ['work', 'in_development', ...present(userId)] as const,
  intervals: (activityUserId?: number) => ['work', 'intervals', ...present(activityUserId)] as const,
  activity: (activityUserId?: number) => ['work', 'activity', ...present(activityUserId)] as const,
  stale: ['work', 'stale'] as const,
};

/**
 * The reports sit under the work keys: the interval editor, opened from a report row, refreshes
 * `work` after every change, and the report shows the new times and values at once.
 */
export const reportKeys = {
  operatorAll: [...workKeys.all, 'reports', 'operator'] as const,
  consolidatedAll: [...workKeys.all, 'reports', 'consolidated'] as const,
};

/** The resources more than one area reads or refreshes. */
export const productionOrderKeys = resourceKeys('production_orders');
/** Every supplies query (lists, kardex, search): a purchase or a closed inventory moves stock and averages. */
export const supplyKeys = resourceKeys('supplies');
export const userKeys = { ...resourceKeys<{ enabled?: boolean }>('users'), operators: ['users', 'operators'] as const };
export const machineKeys = resourceKeys('machines');

/**
 * An order's supplies used, leftovers and external services. The edit screen asks for the supplies
 * used as it opens (the tab "loads at once", spec part 2 §2), before the tab is first drawn.
 */
export const orderSupplyKeys = {
  all: ['order_supplies'] as const,
  records: (orderId: number, kind: 'supplies_used' | 'leftovers') => ['order_supplies', orderId, kind] as const,
  externalServices: (orderId: number) => ['order_supplies', orderId, 'external_services'] as const,
};

/** The server's settings (`GET /v1/about`) and the audit trail's pages (the screen and each record's panel). */
export const aboutKey = ['about'] as const;
export const auditEventKeys = { all: ['audit-events'] as const, page: (query: object) => ['audit-events', query] as const };

function present(...parts: (string | number | undefined)[]): (string | number)[] {
  return parts.filter((part) => part !== undefined);
}
