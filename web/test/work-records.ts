import type { ActivityInDevelopment, UserActivity } from '@tintero/domain';
import type { WorkInterval } from '../src/lib/work-intervals';

/** Test data of operator work: activities, the running one, intervals (imported by *.test.tsx files only). */

export function userActivityOf(overrides: Partial<UserActivity> = {}): UserActivity {
  return {
    id: 31,
    activity_user_id: 31,
    activity_id: 12,
    activity_type: 'impression',
    name: 'Impresión',
    production_order_id: 7,
    reference: 'Cajas plegadizas 250 g',
    activity_status: 'pending',
    user_status: 'pending',
    due_date: '2030-03-20',
    total_estimated_production_time: 3600,
    time_spent: 0,
    quantity: 1000,
    quantity_produced: 0,
    observation: null,
    activity_observation: null,
    ...overrides,
  };
}

export function inDevelopmentOf(startTime: string, serverTime: string, overrides: Partial<UserActivity> = {}): ActivityInDevelopment {
  return {
    ...userActivityOf({ activity_status: 'developing', user_status: 'developing', ...overrides }),
    interval: { id: 90, start_time: startTime },
    server_time: serverTime,
  };
}

export function intervalOf(overrides: Partial<WorkInterval> = {}): WorkInterval {
  return {
    id: 90,
    activity_user_id: 31,
    user_id: 5,
    start_time: '2030-03-18T08:00:00.000-05:00',
    end_time: '2030-03-18T09:30:00.000-05:00',
    quantity_produced: 200,
    minutes: 90,
    updated_by: null,
    updated_at: '2030-03-18T09:30:00.000-05:00',
    ...overrides,
  };
}
