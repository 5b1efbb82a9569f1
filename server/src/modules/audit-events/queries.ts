import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { AuditEventResponse, AuditEventsQuery } from '@tintero/domain';
import type { Database } from '../../db/client';
import { auditEvents, users } from '../../db/schema';
import { withinDays } from '../../lib/date-ranges';
import { personNameSql } from '../../lib/people';

/**
 * The filters of the trail. A record's history (type and id) is its own events and its parts'
 * (`parent_type`/`parent_id`: an order's activities, a purchase's details), each side by its index.
 */
function filtersOf(query: AuditEventsQuery, timeZone: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.record_type && query.record_id !== undefined) {
    conditions.push(
      or(
        and(eq(auditEvents.record_type, query.record_type), eq(auditEvents.record_id, query.record_id)),
        and(eq(auditEvents.parent_type, query.record_type), eq(auditEvents.parent_id, query.record_id)),
      ),
    );
  } else if (query.record_type) {
    conditions.push(eq(auditEvents.record_type, query.record_type));
  }
  if (query.user_id !== undefined) conditions.push(eq(auditEvents.user_id, query.user_id));
  conditions.push(...withinDays(auditEvents.at, query, timeZone));
  return and(...conditions);
}

/** A page of the trail, newest first (ties by id: one transaction's events share their `at`). */
export async function listAuditEvents(db: Database, query: AuditEventsQuery, timeZone: string) {
  const where = filtersOf(query, timeZone);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: auditEvents.id,
        at: auditEvents.at,
        user_id: auditEvents.user_id,
        user_name: personNameSql(users),
        ip: auditEvents.ip,
        action: auditEvents.action,
        record_type: auditEvents.record_type,
        record_id: auditEvents.record_id,
        parent_type: auditEvents.parent_type,
        parent_id: auditEvents.parent_id,
        changes: auditEvents.changes,
        device_at: auditEvents.device_at,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.user_id))
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.$count(auditEvents, where),
  ]);
  return { data: rows as AuditEventResponse[], total, page: query.page, per_page: query.per_page };
}
