import type { AnyActivityDefinition } from '@tintero/domain';

/** A worker of an activity as the API lists it (`users` of an activity). */
export interface ActivityWorker {
  id: number;
  first_name: string;
  last_name: string;
  activity_user_id: number;
  quantity_produced: number;
  status: string;
}

/**
 * An activity as the API answers it: common fields and the type's own side by side (DESIGN §6),
 * the machine's name and the workers. `value` and `machinery_cost` are absent for operators.
 */
export interface ActivityRecord {
  id: number;
  type: string;
  production_order_id: number;
  status: string | null;
  quantity: number | null;
  quantity_produced: number | null;
  observation: string | null;
  machine_id: number | null;
  machine: string | null;
  was_made_by_third: boolean;
  third: string | null;
  value?: number | null;
  machinery_cost?: number | null;
  time_before_production: number;
  estimated_production_time: number;
  total_estimated_production_time: number;
  time_spent: number | null;
  start_time: string | null;
  end_time: string | null;
  due_date: string | null;
  created_at: string;
  updated_at: string;
  users: ActivityWorker[];
  [field: string]: unknown;
}

/** `GET /v1/activity_users/{ClassName}/{id}/users`. */
export interface ActivityWorkers {
  users_in_the_activity: ActivityWorker[];
  available_users: { id: number; first_name: string; last_name: string }[];
}

export interface Machine {
  id: number;
  name: string;
  hour_cost?: number;
}

/** An entry of a seeded list (`GET /v1/items?list_name=`): activities store its `key`. */
export interface CatalogueItem {
  id: number;
  list_id: number;
  key: string;
  value: string;
}

/** Lists of catalogue items by list name, for showing an item's value instead of its key. */
export type Catalogues = Readonly<Record<string, readonly { key: string; value: string }[] | undefined>>;

export type Definition = AnyActivityDefinition;
