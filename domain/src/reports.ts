import { z } from 'zod';
import { ACTIVITY_STATUSES, type ActivityStatus } from './activities/common';
import { messages } from './messages';
import { pageFields } from './paging';
import { isoDate } from './schema-helpers';

/**
 * Labour reports (spec part 2 §2, §5, §9; DESIGN §7.8): intervals whose start falls in a range of
 * the workshop's days, both ends included. The operator report covers at most one month, the
 * consolidated one at most three.
 */

export const REPORT_RANGE_MONTHS = { operator: 1, consolidated: 3 } as const;
export type ReportKind = keyof typeof REPORT_RANGE_MONTHS;

/** Rows per page of each report's table (spec part 2 §9). */
export const REPORT_PAGE_SIZES = { operator: 50, consolidated: 20 } as const;

/** The most rows one page of the consolidated report may ask for (DESIGN §4's `per_page` maximum). */
export const CONSOLIDATED_PER_PAGE_MAX = 100;

export const reportMessages = {
  dateOrder: 'La fecha final no puede ser anterior a la fecha inicial.',
  rangeTooLong: (months: number) =>
    months === 1 ? 'El rango de fechas no puede ser mayor a un mes.' : `El rango de fechas no puede ser mayor a ${months} meses.`,
  invalidState: 'El estado debe ser pendiente, en desarrollo, en pausa o terminado.',
  notAnOperator: 'El usuario no es un operario.',
} as const;

/** `YYYY-MM-DD` plus whole months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * What is wrong with a report's range, or undefined: the to date before the from date, or further
 * than the report's months after it (from 2026-01-15, one month reaches 2026-02-15).
 */
export function reportRangeError(kind: ReportKind, from: string, to: string): string | undefined {
  if (to < from) return reportMessages.dateOrder;
  const months = REPORT_RANGE_MONTHS[kind];
  if (to > addMonths(from, months)) return reportMessages.rangeTooLong(months);
  return undefined;
}

/** The default range of both reports: one month ago to today (spec part 2 §5). */
export const defaultReportRange = (today: string) => ({ from_date: addMonths(today, -1), to_date: today });

/** `states[]` as the query string brings it: one value or several. */
const statesFilter = z
  .union(
    [
      z.enum(ACTIVITY_STATUSES, { error: reportMessages.invalidState }),
      z.array(z.enum(ACTIVITY_STATUSES, { error: reportMessages.invalidState })),
    ],
    // Neither form matched: zod's own "Entrada inválida" would not say what a state may be.
    { error: reportMessages.invalidState },
  )
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();

/**
 * The states that narrow a report, or undefined when they let every activity through: none asked,
 * or all four (what the report screens send when nothing is unchecked), so the server can skip the
 * join to `activities` that only filters by status.
 */
export function narrowingStates(states: readonly ActivityStatus[] | undefined): readonly ActivityStatus[] | undefined {
  if (!states || ACTIVITY_STATUSES.every((status) => states.includes(status))) return undefined;
  return states.length > 0 ? states : undefined;
}

/** A report's range and activity statuses. */
const rangeShape = { from_date: isoDate(messages.required), to_date: isoDate(messages.required), states: statesFilter };

/** Both dates in order and within the report's months (422 on `to_date`). */
const checkRange = (kind: ReportKind) => (query: { from_date: string; to_date: string }, ctx: z.RefinementCtx) => {
  // zod goes on to this check after a date failed its format: only two real dates are compared
  // (addMonths of `-1000` or an emoji would throw).
  if (!isoDate().safeParse(query.from_date).success || !isoDate().safeParse(query.to_date).success) return;
  const error = reportRangeError(kind, query.from_date, query.to_date);
  if (error) ctx.addIssue({ code: 'custom', path: ['to_date'], message: error });
};

/** A report's query: both dates required, in order and within the report's range (422 on `to_date`). */
export const reportQuerySchema = (kind: ReportKind) => z.object(rangeShape).superRefine(checkRange(kind));
export type ReportQuery = z.output<ReturnType<typeof reportQuerySchema>>;

/**
 * The consolidated report's query: the range and states of `reportQuerySchema`, and the page (from
 * 1) with `per_page` up to CONSOLIDATED_PER_PAGE_MAX, 20 when absent (docs/decisions/017): a
 * quarter of a large workshop is 30 000 rows, so the server answers one page and the totals.
 */
export const consolidatedPageQuerySchema = z
  .object({
    ...rangeShape,
    ...pageFields({ max: CONSOLIDATED_PER_PAGE_MAX, perPage: REPORT_PAGE_SIZES.consolidated }),
  })
  .superRefine(checkRange('consolidated'));
export type ConsolidatedPageQuery = z.output<typeof consolidatedPageQuerySchema>;

/** The consolidated report's spreadsheet: the screen's columns, in its order (GET /users/consolidated_activities/export_to_excel). */
export const consolidatedSpreadsheetHeaders = {
  production_order_id: 'Orden',
  production_order_status: 'Estado de la orden',
  production_order_reference: 'Referencia',
  operator: 'Operario',
  activity_id: 'Id actividad',
  activity_name: 'Actividad',
  start_time: 'Inicio',
  end_time: 'Fin',
  quantity: 'Cantidad',
  quantity_produced: 'Cantidad producida',
  activity_status: 'Estado',
  total_estimated_production_time: 'Tiempo estimado',
  minutes: 'Tiempo trabajado',
  value: 'Valor mano de obra',
} as const;

/** Order and activity statuses as the screens name them (web/src/i18n/es.json `status`), for the spreadsheet. */
export const workStatusLabels = {
  in_review: 'En revisión',
  developing: 'En desarrollo',
  finished: 'Terminada',
  cancelled: 'Cancelada',
  pending: 'Pendiente',
  paused: 'Pausada',
} as const;

/** What the spreadsheet writes for an end time while an interval still runs. */
export const RUNNING_LABEL = 'En curso';
