import { z } from 'zod';
import { messages } from './messages';
import { integer, optionalText } from './schema-helpers';
import { decimalAmount, MAX_STOCK_QUANTITY } from './supplies/schemas';

/**
 * Monthly inventories (spec part 2 §3, §4, §5; DESIGN §7.6): a count of every enabled supply that,
 * on closing, sets each counted supply's stock to its count through adjustment entries.
 */

export const INVENTARY_OBSERVATION_MAX = 1024;
export const INVENTARY_STATUSES = ['in_creation', 'closed'] as const;
export type InventaryStatus = (typeof INVENTARY_STATUSES)[number];
export const INVENTARY_YEAR_MIN = 2000;
export const INVENTARY_YEAR_MAX = 2200;

export const inventaryMessages = {
  notFound: 'El inventario no existe.',
  detailNotFound: 'El detalle de inventario no existe.',
  alreadyOpen: 'Ya hay un inventario en creación: ciérrelo o elimínelo antes de crear otro.',
  beforeLastClosed: (month: number, year: number) =>
    `El inventario no puede ser anterior al último inventario cerrado (${String(month).padStart(2, '0')}/${year}).`,
  closed: 'El inventario está cerrado y ya no se puede modificar ni eliminar.',
  newIsInCreation: 'Un inventario nuevo solo puede estar en creación.',
  invalidStatus: 'El estado debe ser en creación o cerrado.',
  quantityStep: 'Debe tener como máximo dos decimales.',
} as const;

const periodShape = {
  year: integer({ min: INVENTARY_YEAR_MIN, max: INVENTARY_YEAR_MAX, error: messages.required }),
  month: integer({ min: 1, max: 12, error: messages.required }),
};

/** A new inventory: its month and year; it starts `in_creation`. */
export const inventaryCreateSchema = z.object({
  ...periodShape,
  status: z.literal('in_creation', { error: inventaryMessages.newIsInCreation }).optional(),
});
export type InventaryCreate = z.output<typeof inventaryCreateSchema>;

/** An update while `in_creation`: month, year, observation; `status: "closed"` closes it. */
export const inventaryUpdateSchema = z
  .object({
    ...periodShape,
    status: z.enum(INVENTARY_STATUSES, { error: inventaryMessages.invalidStatus }),
    observation: optionalText(INVENTARY_OBSERVATION_MAX),
  })
  .partial();
export type InventaryUpdate = z.output<typeof inventaryUpdateSchema>;

/** A counted quantity: a number of at least 0 in steps of 0.01 (spec part 2 §5, §9). */
export const inventaryDetailSchema = z.object({
  quantity: decimalAmount({ min: 0, max: MAX_STOCK_QUANTITY }).refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    inventaryMessages.quantityStep,
  ),
});
export type InventaryDetailInput = z.output<typeof inventaryDetailSchema>;

/** The last day (`YYYY-MM-DD`) of a month: an inventory's deadline. */
export function lastDayOfMonth(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
