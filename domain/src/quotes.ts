import Big from 'big.js';
import { z } from 'zod';
import { messages } from './messages';
import { addDays } from './day-ranges';
import { roundMoney } from './money';
import { amount, integer, isoDate, optionalText, positiveId, requiredText } from './schema-helpers';
import { EXTERNAL_SERVICE_OBSERVATION_MAX, EXTERNAL_SERVICE_TEXT_MAX, MAX_STOCK_QUANTITY, MAX_UNIT_AMOUNT } from './supplies/schemas';

/**
 * Quotes (`cotizaciones`, DESIGN §12.1, docs/decisions/041): a seller prices a job before it exists.
 * A quote has 1–5 options (price breaks), each with its quantity and its planned work: activities of
 * the registry's 17 types with their estimated times, planned supplies at their current average unit
 * value and external services. The option's cost is computed by the server from the work, the
 * workshop's standard hour rate and the machines' hour costs (`quoteOptionCosts`, exact decimals).
 */

/** Stored statuses: draft → sent → accepted | rejected. */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** What a quote reads as: a `sent` quote past its `valid_until` (by the server's clock) is `expired`. */
export const QUOTE_DISPLAY_STATUSES = [...QUOTE_STATUSES, 'expired'] as const;
export type QuoteDisplayStatus = (typeof QUOTE_DISPLAY_STATUSES)[number];

export const QUOTE_OPTIONS_MAX = 5;
export const QUOTE_CLIENT_MAX = 256;
export const QUOTE_CONTACT_MAX = 256;
export const QUOTE_REFERENCE_MAX = 256;
export const QUOTE_DESCRIPTION_MAX = 4000;
export const QUOTE_OBSERVATION_MAX = 1024;
/** Planned work per option (a form of this size is already unusual). */
export const QUOTE_OPTION_ITEMS_MAX = 100;
export const DEFAULT_QUOTE_VALID_DAYS = 15;
export const QUOTE_VALID_DAYS_MAX = 365;
export const WORKSHOP_NAME_MAX = 160;
export const QUOTE_TERMS_MAX = 4000;
/** A markup of up to 10 000 % (a price typed by hand says anything beyond). */
export const MARKUP_PERCENT_MAX = 10_000;

export const quoteMessages = {
  notFound: 'La cotización no existe.',
  optionNotFound: 'La opción no existe en esta cotización.',
  itemNotFound: 'El registro no existe en esta opción.',
  notYours: 'La cotización es de otro vendedor.',
  converted: 'La cotización ya se convirtió en orden de producción y es de solo lectura.',
  notAccepted: 'Solo una cotización aceptada se puede convertir en orden de producción.',
  alreadyConverted: 'La cotización ya se convirtió en orden de producción.',
  closed: 'La cotización está aceptada o rechazada: vuelva a borrador o enviada para cambiar sus opciones.',
  acceptedOptionRequired: 'Elija la opción aceptada.',
  acceptedOptionNotInQuote: 'La opción elegida no pertenece a esta cotización.',
  tooManyOptions: (max: number) => `Una cotización puede tener como máximo ${max} opciones.`,
  tooManyItems: (max: number) => `Una opción puede tener como máximo ${max} registros de cada tipo.`,
  lastOption: 'Una cotización debe tener al menos una opción.',
  acceptedOptionDeleted: 'La opción aceptada no se puede eliminar.',
  invalidStatus: 'El estado debe ser borrador, enviada, aceptada o rechazada.',
  invalidTransition: (from: string, to: string) => `Una cotización ${from} no puede pasar a ${to}.`,
  validUntilBeforeCreation: 'La validez no puede ser anterior a la fecha de la cotización.',
  supplyNotFound: 'El insumo no existe.',
  supplyDisabled: 'El insumo está deshabilitado.',
  activityTypeInvalid: 'El tipo de actividad no existe.',
  noOptionToConvert: 'La cotización aceptada no tiene una opción elegida.',
  orderNotFromQuote: 'La orden de producción no se creó desde una cotización.',
  totalTooLarge: 'El total de la opción pasaría su límite.',
  deliveryDayRequired: 'Indique la fecha de entrega de la cotización antes de crear la orden.',
} as const;

/** Spanish names of the statuses, as the screens and the spreadsheet show them. */
export const QUOTE_STATUS_NAMES: Record<QuoteDisplayStatus, string> = {
  draft: 'Borrador',
  sent: 'Enviada',
  accepted: 'Aceptada',
  rejected: 'Rechazada',
  expired: 'Vencida',
};

/** The allowed moves; staying put is always allowed. */
const TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  draft: ['sent'],
  sent: ['draft', 'accepted', 'rejected'],
  accepted: ['sent'],
  rejected: ['sent'],
};
export const canMoveQuote = (from: QuoteStatus, to: QuoteStatus) => from === to || TRANSITIONS[from].includes(to);

/** The status a quote reads as on `today` (YYYY-MM-DD, the workshop's date by the server's clock). */
/** A new quote's validity: `today` plus the workshop's `quote_valid_days`. */
export const defaultValidUntil = (today: string, validDays: number) => addDays(today, validDays);

export function quoteDisplayStatus(status: QuoteStatus, validUntil: string, today: string): QuoteDisplayStatus {
  return status === 'sent' && validUntil < today ? 'expired' : status;
}

const headerShape = {
  client: requiredText(QUOTE_CLIENT_MAX),
  contact: optionalText(QUOTE_CONTACT_MAX),
  reference: optionalText(QUOTE_REFERENCE_MAX),
  description: optionalText(QUOTE_DESCRIPTION_MAX),
  delivery_day: z
    .union([isoDate(), z.literal(''), z.null()], { error: messages.invalidDate })
    .optional()
    .transform((value) => (value ? value : null)),
  valid_until: isoDate().optional(),
  observation: optionalText(QUOTE_OBSERVATION_MAX),
};

/** A new quote: created `draft` by its seller with one option of `quantity` (1 unless given). */
export const quoteCreateSchema = z.object({
  ...headerShape,
  quantity: integer({ min: 1 }).optional(),
});
export type QuoteCreate = z.output<typeof quoteCreateSchema>;

/** An update: any header field, the status, and the chosen option when accepted. */
export const quoteUpdateSchema = z
  .object({
    ...headerShape,
    status: z.enum(QUOTE_STATUSES, { error: quoteMessages.invalidStatus }),
    accepted_option_id: positiveId().nullable(),
  })
  .partial();
export type QuoteUpdate = z.output<typeof quoteUpdateSchema>;

/** An option: its quantity, and either a markup over the cost or a price typed by hand. */
export const quoteOptionSchema = z.object({
  quantity: integer({ min: 1 }),
  markup_percent: amount({ min: 0, max: MARKUP_PERCENT_MAX }).nullish(),
  price: amount({ min: 0, max: MAX_UNIT_AMOUNT * 1000 }).nullish(),
});
export const quoteOptionUpdateSchema = quoteOptionSchema.partial();
export type QuoteOptionInput = z.output<typeof quoteOptionSchema>;
export type QuoteOptionUpdate = z.output<typeof quoteOptionUpdateSchema>;

/** A planned supply: which one and how much; valued at the supply's current average unit value. */
export const quotePlannedSupplySchema = z.object({
  supply_id: positiveId(messages.required),
  quantity: amount({ min: 0, exclusiveMin: true, max: MAX_STOCK_QUANTITY }),
});
export const quotePlannedSupplyUpdateSchema = quotePlannedSupplySchema.partial();
export type QuotePlannedSupplyInput = z.output<typeof quotePlannedSupplySchema>;

/** A planned external service (kind, provider, value), carried to the order on conversion. */
export const quoteExternalServiceSchema = z.object({
  kind: requiredText(EXTERNAL_SERVICE_TEXT_MAX),
  provider: requiredText(EXTERNAL_SERVICE_TEXT_MAX),
  value: amount({ min: 0, max: MAX_UNIT_AMOUNT * 1000 }),
  observation: optionalText(EXTERNAL_SERVICE_OBSERVATION_MAX),
});
export const quoteExternalServiceUpdateSchema = quoteExternalServiceSchema.partial();
export type QuoteExternalServiceInput = z.output<typeof quoteExternalServiceSchema>;

/** The workshop's settings (administrators, `PUT /v1/settings`); every field optional on update. */
export const settingsSchema = z
  .object({
    workshop_name: optionalText(WORKSHOP_NAME_MAX),
    standard_hour_rate: amount({ min: 0, max: MAX_UNIT_AMOUNT }),
    quote_valid_days: integer({ min: 1, max: QUOTE_VALID_DAYS_MAX }),
    quote_terms: optionalText(QUOTE_TERMS_MAX),
  })
  .partial();
export type SettingsUpdate = z.output<typeof settingsSchema>;

/** What the settings are while no administrator has saved them (no row is stored by a migration). */
export const DEFAULT_SETTINGS = {
  workshop_name: null as string | null,
  standard_hour_rate: 0,
  quote_valid_days: DEFAULT_QUOTE_VALID_DAYS,
  quote_terms: null as string | null,
};

/** One planned activity, as the cost needs it. */
export interface CostedActivity {
  /** total_estimated_production_time, seconds. */
  seconds: number;
  /** The machine's hour cost, or null without a machine. */
  machine_hour_cost: number | string | null;
  was_made_by_third: boolean;
  /** A third party's price (typed); ignored otherwise. */
  value: number | string | null;
}

export interface OptionCostInput {
  quantity: number;
  standard_hour_rate: number | string;
  activities: readonly CostedActivity[];
  supplies: readonly { quantity: number | string; unit_value: number | string }[];
  external_services: readonly { value: number | string }[];
  markup_percent: number | string | null;
  /** A price typed by hand, or null: then price = cost × (1 + markup / 100). */
  price: number | string | null;
}

export interface OptionCosts {
  labour_cost: number;
  machinery_cost: number;
  supplies_cost: number;
  third_party_cost: number;
  cost_total: number;
  /** The markup given, or (a price typed) the one the price makes: (price / cost − 1) × 100; null on a zero cost. */
  markup_percent: number | null;
  price: number;
  price_typed: boolean;
  unit_price: number;
  /** price − cost_total. */
  margin: number;
  /** margin / price × 100, null on a zero price. */
  margin_percent: number | null;
}

const big = (value: number | string | null | undefined) => new Big(value ?? 0);
const SECONDS_PER_HOUR = 3600;

/**
 * The cost of an option (DESIGN §12.1), in exact decimals (big.js), each part rounded once (half up)
 * to 6 decimals: labour = Σ estimated seconds ÷ 3600 × standard hour rate and machinery = Σ estimated
 * seconds ÷ 3600 × the machine's hour cost, both over the activities the workshop makes itself (a
 * third party's activity is priced by its value); supplies = Σ quantity × average unit value; third
 * party = Σ external services + Σ third-party activities' values; the total is the sum of the four.
 */
export function quoteOptionCosts(input: OptionCostInput): OptionCosts {
  // Sums first, one division last: each cost is then the exact quotient rounded once (a per-item
  // division at big.js's 20 places could tip a half-way sixth decimal).
  let ownSeconds = big(0);
  let machineSecondsCost = big(0);
  let thirdParty = big(0);
  for (const activity of input.activities) {
    if (activity.was_made_by_third) {
      thirdParty = thirdParty.plus(big(activity.value));
      continue;
    }
    ownSeconds = ownSeconds.plus(activity.seconds);
    if (activity.machine_hour_cost !== null)
      machineSecondsCost = machineSecondsCost.plus(big(activity.seconds).times(big(activity.machine_hour_cost)));
  }
  const labour = ownSeconds.times(big(input.standard_hour_rate)).div(SECONDS_PER_HOUR);
  const machinery = machineSecondsCost.div(SECONDS_PER_HOUR);
  for (const service of input.external_services) thirdParty = thirdParty.plus(big(service.value));
  const supplies = input.supplies.reduce((sum, supply) => sum.plus(big(supply.quantity).times(big(supply.unit_value))), big(0));
  const labour_cost = roundMoney(labour.toString());
  const machinery_cost = roundMoney(machinery.toString());
  const supplies_cost = roundMoney(supplies.toString());
  const third_party_cost = roundMoney(thirdParty.toString());
  const costTotal = big(labour_cost).plus(machinery_cost).plus(supplies_cost).plus(third_party_cost);
  const cost_total = roundMoney(costTotal.toString());
  const priceTyped = input.price !== null && input.price !== undefined;
  const markup = big(input.markup_percent ?? 0);
  const price = priceTyped ? roundMoney(big(input.price).toString()) : roundMoney(costTotal.times(big(1).plus(markup.div(100))).toString());
  const markup_percent = priceTyped
    ? costTotal.eq(0)
      ? null
      : roundMoney(big(price).div(costTotal).minus(1).times(100).toString())
    : roundMoney(markup.toString());
  const margin = big(price).minus(costTotal);
  return {
    labour_cost,
    machinery_cost,
    supplies_cost,
    third_party_cost,
    cost_total,
    markup_percent,
    price,
    price_typed: priceTyped,
    unit_price: input.quantity > 0 ? roundMoney(big(price).div(input.quantity).toString()) : 0,
    margin: roundMoney(margin.toString()),
    margin_percent: big(price).eq(0) ? null : roundMoney(margin.div(big(price)).times(100).toString()),
  };
}

/** Quoted vs actual: one row per cost and the margin (`GET /production_orders/{id}/quote_comparison`). */
export const QUOTE_COMPARISON_ROWS = ['labour', 'machinery', 'supplies', 'third_party', 'total', 'margin'] as const;
export type QuoteComparisonRow = (typeof QUOTE_COMPARISON_ROWS)[number];

/** The quotes list's spreadsheet (`GET /quotes/export_to_excel`): column → Spanish header. */
export const quoteSpreadsheetHeaders = {
  number: 'N.º',
  created_at: 'Fecha',
  client: 'Cliente',
  contact: 'Contacto',
  reference: 'Referencia',
  seller: 'Vendedor',
  valid_until: 'Válida hasta',
  status: 'Estado',
  options_count: 'Opciones',
  price_from: 'Precio desde',
  price_to: 'Precio hasta',
  accepted_price: 'Precio aceptado',
  production_order_id: 'Orden de producción',
} as const;
