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

/** Activities store a catalogue item's `key` and show its value (lib/catalogue fetches the lists). */
export type { CatalogueItem, Catalogues } from '../../lib/catalogue';

export type Definition = AnyActivityDefinition;
