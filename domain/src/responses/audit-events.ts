import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '../audit-events';
import { rowId, timestamp } from './common';
import { pageResponseSchema } from '../paging';

/**
 * One event of the audit trail (administrators only). `changes` holds `{ field: [before, after] }`
 * with the values as the database stores them (numbers, text, `YYYY-MM-DD`, ISO timestamps), a
 * password only as `[oculto]`; a sign-in holds the name that was typed.
 */
export const auditEventResponseSchema = z.object({
  id: rowId(),
  at: timestamp(),
  user_id: rowId().nullable(),
  /** The acting user's full name, for display. */
  user_name: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  record_type: z.enum(AUDIT_RECORD_TYPES),
  record_id: rowId().nullable(),
  parent_type: z.enum(AUDIT_RECORD_TYPES).nullable(),
  parent_id: rowId().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  /** A shop-floor action tapped offline: the moment its device stated (DESIGN §12.3); null when the server's clock set it. */
  device_at: timestamp().nullable(),
});
export type AuditEventResponse = z.infer<typeof auditEventResponseSchema>;

/** `GET /audit_events`: newest first, a page at a time. */
export const auditEventsPageResponseSchema = pageResponseSchema(auditEventResponseSchema);
export type AuditEventsPageResponse = z.infer<typeof auditEventsPageResponseSchema>;
