import { z } from 'zod';
import { queryText, queryWhole } from './schema-helpers';

/**
 * The live board's questions (docs/decisions/013, 032): which lane, which operator, which order,
 * and how much of a lane. One definition for the server, which filters and counts by them, and for
 * the web, which keeps them in the URL.
 */

/**
 * How many paused and how many pending activities of each lane the board's answer carries: what an
 * opened count shows at once. At 1366×768 (and on a tablet held upright) the filters, the totals and
 * a lane's title leave room for about five compact lines below a lane's running cards; the rest of a
 * lane comes on demand, `BOARD_LANE_PAGE` at a time.
 */
export const BOARD_FIRST_ITEMS = 5;
/** How many more activities "Ver más" brings (`GET /v1/shop_floor/lanes/{lane}`); at most `BOARD_LANE_PAGE_MAX` a request. */
export const BOARD_LANE_PAGE = 25;
export const BOARD_LANE_PAGE_MAX = 100;
/** The order filter's longest text: a reference is never longer. */
export const BOARD_ORDER_MAX = 100;

/** A lane: `m<machine id>` for a machine, `t-<activity type>` for an activity type without one. */
export const BOARD_LANE_KEY = /^(m[1-9]\d{0,9}|t-[a-z_]{1,40})$/;

export const boardLaneKey = (row: { machine_id: number | null; activity_type: string }) =>
  row.machine_id !== null ? `m${row.machine_id}` : `t-${row.activity_type}`;

/** The machine or the activity type a lane key names (a key that `BOARD_LANE_KEY` accepts). */
export function boardLaneOf(key: string): { machine_id: number } | { activity_type: string } {
  return key.startsWith('m') ? { machine_id: Number(key.slice(1)) } : { activity_type: key.slice(2) };
}

/** What folds into a lane's counts: paused activities and pending ones. */
export const BOARD_FOLDS = ['paused', 'pending'] as const;
export type BoardFold = (typeof BOARD_FOLDS)[number];

export const boardMessages = {
  invalidLane: 'Debe ser una máquina (m12) o un tipo de actividad sin máquina (t-pre_press).',
  invalidFold: 'Debe ser paused o pending.',
};

const laneKey = () => queryText(60).regex(BOARD_LANE_KEY, boardMessages.invalidLane);

/**
 * The board's filters, as the screen applies them (the URL's `machine`, `operator`, `order`): a lane,
 * the activities an operator works on, an order (its number when an order on the board has that
 * number, else part of its reference). The server applies them, so the counts are those of what is shown.
 */
export const boardFiltersSchema = z.object({
  machine: laneKey().optional(),
  operator: queryWhole(1).optional(),
  order: queryText(BOARD_ORDER_MAX).optional(),
});
export type BoardFilters = z.output<typeof boardFiltersSchema>;

/** The rest of one lane's paused or pending activities, after the first `offset`, with the board's filters. */
export const boardLaneQuerySchema = boardFiltersSchema.omit({ machine: true }).extend({
  status: z.enum(BOARD_FOLDS, { error: boardMessages.invalidFold }),
  offset: queryWhole(0).default(0),
  limit: queryWhole(1, BOARD_LANE_PAGE_MAX).default(BOARD_LANE_PAGE),
});
export type BoardLaneQuery = z.output<typeof boardLaneQuerySchema>;

/** The path of the lane route: a bad key answers 400 with the field named. */
export const boardLaneParamsSchema = z.object({ lane: laneKey() });

/** The order filter's text as typed ("N.º 8", "8", "cajas"), without the number sign. */
export const boardOrderText = (text: string | undefined) => (text ?? '').replace(/^n\.?\s*º?\s*/i, '').trim();
