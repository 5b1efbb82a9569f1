import { z } from 'zod';
import { pageFields } from './paging';
import { isoDate, queryWhole } from './schema-helpers';

/**
 * The audit trail (issue 15, docs/decisions/020): who changed what, when and from where, read by
 * administrators through `GET /v1/audit_events`. The record type is the resource's route name.
 */
export const AUDIT_RECORD_TYPES = [
  'production_orders',
  'activities',
  'activity_users',
  'intervals',
  'supplies',
  'supplies_used',
  'leftovers',
  'external_services',
  'purchases',
  'purchase_details',
  'inventaries',
  'inventary_details',
  'time_estimation_rules',
  'time_estimation_rule_conditions',
  'users',
  'settings',
  'quotes',
  'quote_options',
  'quote_activities',
  'quote_supplies',
  'quote_external_services',
  'machines',
  'workshop_days_off',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/**
 * The days the trail's screen opens on, ending today (issue 23: counting five years of events for
 * its first page took a second). A record's history is read whole.
 */
export const AUDIT_OPENING_DAYS = 30;

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'cancelled',
  'finished',
  'closed',
  'disabled',
  'enabled',
  'sign_in',
  'sign_in_failed',
  'locked_out',
  /** A wrong `current_password` on one's own account (PUT /v1/users/{own id}; docs/decisions/026). */
  'password_check_failed',
  /** Every session of a user ended at once (POST /v1/users/{id}/end_sessions). */
  'sessions_ended',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What the trail shows instead of a secret (a password's hash). */
export const AUDIT_HIDDEN_VALUE = '[oculto]';

/** A page of the trail: 20 rows unless asked, at most 100. */
export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE_MAX = 100;

export const auditMessages = {
  invalidRecordType: 'El tipo de registro no existe.',
  recordIdNeedsType: 'Indique el tipo de registro.',
  dateOrder: 'La fecha final no puede ser anterior a la fecha inicial.',
} as const;

/**
 * `GET /v1/audit_events`' query string, checked by the handler (422 with the field named). Days are
 * the workshop's (APP_TIME_ZONE), both ends included. `record_type` with `record_id` is one record's
 * history: its own events and those of its parts (a purchase's details, an order's activities).
 */
export const auditEventsQuerySchema = z
  .object({
    ...pageFields({ max: AUDIT_PAGE_SIZE_MAX, perPage: AUDIT_PAGE_SIZE }),
    record_type: z.enum(AUDIT_RECORD_TYPES, { error: auditMessages.invalidRecordType }).optional(),
    record_id: queryWhole(1).optional(),
    user_id: queryWhole(1).optional(),
    from_date: isoDate().optional(),
    to_date: isoDate().optional(),
  })
  .superRefine((query, ctx) => {
    if (query.record_id !== undefined && query.record_type === undefined) {
      ctx.addIssue({ code: 'custom', path: ['record_type'], message: auditMessages.recordIdNeedsType });
    }
    if (query.from_date && query.to_date && query.to_date < query.from_date) {
      ctx.addIssue({ code: 'custom', path: ['to_date'], message: auditMessages.dateOrder });
    }
  });
export type AuditEventsQuery = z.output<typeof auditEventsQuerySchema>;
