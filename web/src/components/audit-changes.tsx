import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime, type AuditEventResponse, type AuditRecordType } from '@tintero/domain';

/** Where each record type's field names are translated (its own screens' labels). */
const FIELD_LABELS: Record<AuditRecordType, string> = {
  production_orders: 'productionOrder.fields',
  activities: 'activity.fields',
  activity_users: 'audit.fields',
  intervals: 'interval.fields',
  supplies: 'supply.fields',
  supplies_used: 'supplyUsed.fields',
  leftovers: 'leftover.fields',
  external_services: 'externalService.fields',
  purchases: 'purchase.fields',
  purchase_details: 'purchaseDetail.fields',
  inventaries: 'inventary.fields',
  inventary_details: 'inventaryDetail.fields',
  time_estimation_rules: 'timeEstimationRule.fields',
  time_estimation_rule_conditions: 'timeEstimationRule.conditionFields',
  users: 'users.fields',
  // Quotes (docs/decisions/041): the trail's own labels until the quote screens carry theirs.
  settings: 'audit.fields',
  quotes: 'audit.fields',
  quote_options: 'audit.fields',
  quote_activities: 'activity.fields',
  quote_supplies: 'audit.fields',
  quote_external_services: 'externalService.fields',
  machines: 'machine.fields',
  workshop_days_off: 'planning.daysOff.fields',
};

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const numbers = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 6 });

/** A field's label: the record's own screens' text, else the trail's, else its name. */
export function auditFieldLabel(t: TFunction, recordType: AuditRecordType, field: string): string {
  return t([`${FIELD_LABELS[recordType]}.${field}`, `audit.fields.${field}`], { defaultValue: field });
}

/** A value as stored (number, text, date, ISO timestamp, yes/no) as people read it. */
export function formatAuditValue(t: TFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('audit.values.empty');
  if (typeof value === 'boolean') return value ? t('audit.values.yes') : t('audit.values.no');
  if (typeof value === 'number') return numbers.format(value);
  if (typeof value === 'string' && TIMESTAMP.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && DATE.test(value)) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `{ field: [before, after] }` as lines; an activity's own fields (`details`, one JSON object) are
 * opened up into the keys that changed.
 */
function changeLines(changes: AuditEventResponse['changes']): [string, unknown, unknown][] {
  return Object.entries(changes).flatMap(([field, [before, after]]): [string, unknown, unknown][] => {
    if (!isPlainObject(before) && !isPlainObject(after)) return [[field, before, after]];
    const was = isPlainObject(before) ? before : {};
    const is = isPlainObject(after) ? after : {};
    return [...new Set([...Object.keys(was), ...Object.keys(is)])]
      .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
      .map((key) => [key, was[key] ?? null, is[key] ?? null]);
  });
}

/** Events that only bring values (a creation, a sign-in's lock): "field: value", no "before". */
const ONLY_AFTER = new Set<AuditEventResponse['action']>(['created', 'sign_in', 'sign_in_failed', 'locked_out', 'password_check_failed']);

/** What one event changed: "field: before → after" ("field: value" for a creation or a sign-in). */
export function AuditChanges({ event }: { event: AuditEventResponse }) {
  const { t } = useTranslation();
  const lines = changeLines(event.changes);
  if (lines.length === 0) return null;
  return (
    <List size="sm" spacing={2} listStyleType="none" data-testid="audit-changes">
      {lines.map(([field, before, after]) => (
        <List.Item key={field}>
          <Text span size="sm" fw={600}>
            {auditFieldLabel(t, event.record_type, field)}:
          </Text>{' '}
          {ONLY_AFTER.has(event.action) ? (
            formatAuditValue(t, after)
          ) : (
            <>
              {formatAuditValue(t, before)} → {formatAuditValue(t, after)}
            </>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** "Orden de producción #12" for an event's record. */
export function auditRecordLabel(t: TFunction, type: AuditRecordType, id: number | null): string {
  const name = t(`audit.recordTypes.${type}`);
  return id === null ? name : t('audit.record', { type: name, id });
}
