import { z } from 'zod';
import { messages } from '../messages';
import { amount, integer, MAX_INTEGER, optionalDate, optionalText, positiveId, requiredText, safeString } from '../schema-helpers';
import { supplyMessages } from './messages';
import { statedAt } from '../activities/work';

/** Field limits of spec part 2 §5 and §9. */
export const SUPPLY_NAME_MAX = 120;
export const UNIT_OF_MEASUREMENT_MAX = 60;
export const TYPE_SUPPLY_MAX = 120;
export const DEFAULT_UNIT_OF_MEASUREMENT = 'Unidad';
export const EXTERNAL_SERVICE_TEXT_MAX = 300;
export const EXTERNAL_SERVICE_OBSERVATION_MAX = 1024;
/**
 * Quantities and unit values stay below a billion: their product (a movement's total) then fits
 * numeric(20,6) in most cases and keeps its 6 decimals exact as a JSON number; the ledger still
 * refuses a movement whose total would not fit.
 */
export const MAX_STOCK_QUANTITY = 1_000_000_000;
export const MAX_UNIT_AMOUNT = 1_000_000_000;
/** The column holding seconds is a 32-bit integer. */
export const MAX_SECONDS = MAX_INTEGER;
/** Supply used and leftover records may be changed for this long after creation (spec part 2 §4). */
export const SUPPLY_RECORD_EDIT_WINDOW_SECONDS = 3600;

export const SUPPLY_STATUSES = [1, 0] as const;
export type SupplyStatus = (typeof SUPPLY_STATUSES)[number];

/**
 * A decimal number with at most 6 decimals (rounded as the currency input does) within limits;
 * `exclusiveMin` for quantities that must be above 0.
 */
export const decimalAmount = (options: { min: number; exclusiveMin?: boolean; max: number }) => amount(options);

/**
 * The quantity of a supply used or leftover: 0 or more. A record at 0 is a placeholder that moves
 * no stock and costs nothing until it is given a quantity, and stays editable while it is 0
 * (spec part 2 §4, docs/decisions/005).
 */
const recordQuantity = () => decimalAmount({ min: 0, max: MAX_STOCK_QUANTITY });
const supplyId = () => positiveId(messages.required);

const supplyShape = {
  name: requiredText(SUPPLY_NAME_MAX),
  unit_of_measurement: safeString()
    .trim()
    .max(UNIT_OF_MEASUREMENT_MAX, messages.tooLong(UNIT_OF_MEASUREMENT_MAX))
    .nullish()
    .transform((value) => value || DEFAULT_UNIT_OF_MEASUREMENT),
  stock_minimum: decimalAmount({ min: 0, max: MAX_STOCK_QUANTITY }),
  /** A key of the `types_of_supplies` catalogue; the server checks that it exists. */
  type_supply: optionalText(TYPE_SUPPLY_MAX),
  status: z.union([z.literal(1), z.literal(0)], { error: supplyMessages.invalidStatus }),
};

/** A new supply: quantity and unit value are its opening stock (an input entry of the kardex). */
export const supplyCreateSchema = z.object({
  ...supplyShape,
  // The default only on creation: an update that does not send it must not re-enable a supply.
  status: supplyShape.status.default(1),
  quantity: decimalAmount({ min: 0, max: MAX_STOCK_QUANTITY }),
  unit_value: decimalAmount({ min: 0, max: MAX_UNIT_AMOUNT }),
});

/**
 * An existing supply: quantity and unit value are read-only (only the ledger moves them), so they
 * are not in the schema and are dropped if sent.
 */
export const supplyUpdateSchema = z.object(supplyShape).partial();

export type SupplyCreate = z.output<typeof supplyCreateSchema>;
export type SupplyUpdate = z.output<typeof supplyUpdateSchema>;

/** Supply used and leftover: a supply and a quantity of 0 or more (spec part 2 §4 and §5). */
export const supplyMovementRecordSchema = z.object({ supply_id: supplyId(), quantity: recordQuantity() });
export const supplyMovementRecordUpdateSchema = supplyMovementRecordSchema.partial();
/** A supply used added from the shop floor ("add ink"): also the moment it was tapped offline (DESIGN §12.3). */
export const supplyUsedSchema = supplyMovementRecordSchema.extend({ at: statedAt });
export const leftoverSchema = supplyMovementRecordSchema;
export type SupplyMovementRecordInput = z.output<typeof supplyMovementRecordSchema>;

/** True when a due date (YYYY-MM-DD) is today or later; dates compare as text in this format. */
export const isNotBeforeToday = (date: string, today: string) => date >= today;

const externalServiceShape = {
  kind: requiredText(EXTERNAL_SERVICE_TEXT_MAX),
  provider: requiredText(EXTERNAL_SERVICE_TEXT_MAX),
  value: decimalAmount({ min: 0, max: MAX_UNIT_AMOUNT * 1000 }),
  due_date: optionalDate(),
  /** Seconds. */
  total_estimated_production_time: integer({ min: 0, max: MAX_SECONDS })
    .nullish()
    .transform((value) => value ?? 0),
  observation: optionalText(EXTERNAL_SERVICE_OBSERVATION_MAX),
};

/** The fields of an external service, without the rule on today's date. */
export const externalServiceSchema = z.object(externalServiceShape);

/**
 * A new external service; `today` is the workshop's date (APP_TIME_ZONE on the server, the
 * browser's on the form): the due date cannot be earlier.
 */
export const externalServiceCreateSchema = (today: string) =>
  z.object(externalServiceShape).superRefine((value, ctx) => {
    if (value.due_date && !isNotBeforeToday(value.due_date, today)) {
      ctx.addIssue({ code: 'custom', path: ['due_date'], message: supplyMessages.dueDateBeforeToday });
    }
  });

/**
 * An update: every field optional. The server checks the due date against today only when it
 * changes, so a service whose date has passed can still have its value corrected.
 */
export const externalServiceUpdateSchema = z.object(externalServiceShape).partial();

export type ExternalServiceCreate = z.output<ReturnType<typeof externalServiceCreateSchema>>;
export type ExternalServiceUpdate = z.output<typeof externalServiceUpdateSchema>;
