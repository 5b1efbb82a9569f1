import { findActivityDefinition, formatDuration } from '@tintero/domain';
import type { Database } from '../../db/client';
import { timeEstimationRules } from '../../db/schema';
import { localTime, streamTable, type TableFormat } from '../../lib/table-stream';
import { rulesWhere } from './rows';
import { orderedRuleIds, type RuleListQuery } from './queries';
import { anyOf } from '../../lib/any-of';

/** Spanish headers of the rules spreadsheet, in column order. */
export const ruleSpreadsheetHeaders = {
  id: 'Id',
  name: 'Nombre',
  activity: 'Actividad',
  time_before_production: 'Tiempo antes de producción',
  estimated_production_time: 'Tiempo estimado de producción',
  conditions: 'Condiciones',
  updated_at: 'Actualizado',
} as const;

const columnWidths: Record<keyof typeof ruleSpreadsheetHeaders, number> = {
  id: 8,
  name: 40,
  activity: 24,
  time_before_production: 16,
  estimated_production_time: 16,
  conditions: 60,
  updated_at: 18,
};

/** "Número de golpes >= 1000; Troquel == A": each field by its Spanish label. */
export function conditionsText(activity: string, conditions: readonly { field: string; comparator: string; value: string }[]) {
  const labels = new Map(findActivityDefinition(activity)?.ruleFields.map(({ field, label }) => [field, label]));
  return conditions.map(({ field, comparator, value }) => `${labels.get(field) ?? field} ${comparator} ${value}`).join('; ');
}

/** The spreadsheet rows of these rules, in the order of `ids`. */
async function ruleRows(db: Database, ids: number[], timeZone: string) {
  const [rules, updated] = await Promise.all([
    rulesWhere(db, anyOf(timeEstimationRules.id, ids)),
    db
      .select({ id: timeEstimationRules.id, at: localTime(timeEstimationRules.updated_at, timeZone) })
      .from(timeEstimationRules)
      .where(anyOf(timeEstimationRules.id, ids)),
  ]);
  const updatedAt = new Map(updated.map((row) => [row.id, row.at]));
  const byId = new Map(
    rules.map((rule) => [
      rule.id,
      {
        id: rule.id,
        name: rule.name,
        activity: rule.activity_name,
        time_before_production: formatDuration(rule.time_before_production),
        estimated_production_time: formatDuration(rule.estimated_production_time),
        conditions: conditionsText(rule.activity, rule.conditions),
        updated_at: updatedAt.get(rule.id) ?? '',
      },
    ]),
  );
  // In the order of `ids`; a rule deleted since the order was taken is simply missing.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The rules spreadsheet as a stream (`lib/table-stream.ts`), filtered and sorted as the list is.
 * Rules are configuration (a few hundred at most, not history), and the list sorts them by any
 * column: their order is taken once as ids, and each batch reads the ids after the last row written.
 */
export async function streamRulesWorkbook(db: Database, options: RuleListQuery & { timeZone: string }, format: TableFormat = 'xlsx') {
  const ids = (await orderedRuleIds(db, options)).map((row) => row.id);
  const position = new Map(ids.map((id, index) => [id, index]));
  return streamTable(
    {
      sheetName: 'Reglas',
      headers: ruleSpreadsheetHeaders,
      widths: columnWidths,
      readAfter: async (last: { id: number } | undefined, limit) => {
        let start = last ? position.get(last.id)! + 1 : 0;
        // A whole batch deleted since the order was taken must not end the sheet early.
        for (; start < ids.length; start += limit) {
          const rows = await ruleRows(db, ids.slice(start, start + limit), options.timeZone);
          if (rows.length > 0) return rows;
        }
        return [];
      },
    },
    format,
  );
}
