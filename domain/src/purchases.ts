import { z } from 'zod';
import { messages } from './messages';
import { isoDate, optionalText, positiveId } from './schema-helpers';
import { decimalAmount, MAX_STOCK_QUANTITY, MAX_UNIT_AMOUNT } from './supplies/schemas';

/**
 * Purchases (spec part 2 §3, §4, §5; DESIGN §7.5): a purchase brings stock in at its own cost,
 * one kardex input per detail at total / quantity, which moves the average.
 */

export const PURCHASE_COMPANY_MAX = 120;
export const PURCHASE_INVOICE_NUMBER_MAX = 60;
export const PURCHASE_OBSERVATION_MAX = 1048;
export const PURCHASE_STATUSES = ['approved', 'cancelled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const purchaseMessages = {
  notFound: 'La compra no existe.',
  detailNotFound: 'El detalle de compra no existe.',
  detailNotInPurchase: 'El detalle no pertenece a esta compra.',
  detailsRequired: 'La compra debe tener al menos un insumo.',
  purchasedAtRange: (from: string, to: string) => `La fecha de compra debe estar entre ${from} y ${to}.`,
  observationRequired: 'La observación es requerida para anular la compra.',
  invalidStatus: 'El estado debe ser aprobada o anulada.',
  cancelled: 'La compra está anulada y ya no se puede modificar.',
  editWindowClosed: (hours: number) => `La compra ya no se puede modificar ni anular: se creó hace más de ${hours} horas.`,
  tooManyDetails: (max: number) => `La compra puede tener como máximo ${max} insumos.`,
} as const;

/** A purchase carries at most this many detail rows (a form of this size is already unusual). */
export const PURCHASE_DETAILS_MAX = 500;

/** Each detail needs a supply, a quantity above 0 and a total of at least 0 (spec part 2 §5). */
export const purchaseDetailSchema = z.object({
  /** An existing detail on an update; absent on a new row. */
  id: positiveId().optional(),
  supply_id: positiveId(messages.required),
  quantity: decimalAmount({ min: 0, exclusiveMin: true, max: MAX_STOCK_QUANTITY }),
  total: decimalAmount({ min: 0, max: MAX_UNIT_AMOUNT * 1000 }),
});
export type PurchaseDetailInput = z.output<typeof purchaseDetailSchema>;

const detailsSchema = z
  .array(purchaseDetailSchema, { error: messages.invalid })
  .min(1, purchaseMessages.detailsRequired)
  .max(PURCHASE_DETAILS_MAX, purchaseMessages.tooManyDetails(PURCHASE_DETAILS_MAX));

const headerShape = {
  company: optionalText(PURCHASE_COMPANY_MAX),
  invoice_number: optionalText(PURCHASE_INVOICE_NUMBER_MAX),
};

/** `YYYY-MM-DD` of one month before `today` (the last day of that month when it is shorter). */
export function oneMonthBefore(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  const lastDay = new Date(Date.UTC(previousYear, previousMonth, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(previousYear, 4)}-${pad(previousMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * A new purchase; `today` is the workshop's date (APP_TIME_ZONE on the server, the browser's on
 * the form): the purchase date lies between one month ago and today.
 */
export const purchaseCreateSchema = (today: string) => {
  const from = oneMonthBefore(today);
  return z.object({
    ...headerShape,
    purchased_at: isoDate().refine((date) => date >= from && date <= today, purchaseMessages.purchasedAtRange(from, today)),
    details: detailsSchema,
  });
};
export type PurchaseCreate = z.output<ReturnType<typeof purchaseCreateSchema>>;

/**
 * An update (within the edit window, while approved): `details` given is the whole new list (rows
 * with `id` changed, rows without added, rows left out removed); absent, the details stay.
 * `purchased_at` is read-only once saved (dropped if sent). `status: "cancelled"` cancels, with
 * a required observation.
 */
export const purchaseUpdateSchema = z
  .object({
    ...headerShape,
    status: z.enum(PURCHASE_STATUSES, { error: purchaseMessages.invalidStatus }).optional(),
    observation: optionalText(PURCHASE_OBSERVATION_MAX),
    details: detailsSchema.optional(),
  })
  .partial()
  .superRefine((value, ctx) => {
    if (value.status === 'cancelled' && !value.observation) {
      ctx.addIssue({ code: 'custom', path: ['observation'], message: purchaseMessages.observationRequired });
    }
  });
export type PurchaseUpdate = z.output<typeof purchaseUpdateSchema>;
