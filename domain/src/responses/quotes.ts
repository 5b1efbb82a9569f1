import { z } from 'zod';
import type { AnyActivityDefinition } from '../activities/define';
import { activityDefinitions } from '../activities/registry';
import { supplyNameField } from '../activities/supply-fields';
import { QUOTE_COMPARISON_ROWS, QUOTE_DISPLAY_STATUSES, QUOTE_STATUSES } from '../quotes';
import { activityResponses } from './activities';
import { calendarDate, moneyAmount, quantity, rowId, timestamp } from './common';

/**
 * The answers of quotes (DESIGN §12.1, docs/decisions/041). Money in quotes is the seller's trade:
 * sellers receive these answers whole on their own quotes (the routes say so with `access.money`),
 * and never a person's wage, a stock quantity or an order's money.
 */

/** The rule whose times an activity carries, to explain it ("Regla N.º 12: 20 min + 2 s por golpe"). */
export const quoteRuleResponseSchema = z.object({
  id: rowId(),
  name: z.string(),
  time_before_production: z.int(),
  estimated_production_time: z.int(),
});

/** What every planned activity has, beside its type's own fields (flat, as the activities answer them). */
export const quoteActivityCommonResponseSchema = z.object({
  id: rowId(),
  option_id: rowId(),
  /** The type's Spanish name. */
  activity_type_name: z.string(),
  quantity: quantity().nullable(),
  observation: z.string().nullable(),
  machine_id: rowId().nullable(),
  machine: z.string().nullable(),
  was_made_by_third: z.boolean(),
  third: z.string().nullable(),
  /** A third party's price. */
  value: moneyAmount().nullable(),
  /** Seconds. */
  time_before_production: z.int(),
  estimated_production_time: z.int(),
  total_estimated_production_time: z.int(),
  /** The rule the times came from; null when typed by hand or no rule matched. */
  time_estimation_rule_id: rowId().nullable(),
  time_estimation_rule: quoteRuleResponseSchema.nullable(),
  /** Its share of the option's labour and machinery costs (0 when a third party makes it). */
  labour_cost: moneyAmount(),
  machinery_cost: moneyAmount(),
  created_at: timestamp(),
  updated_at: timestamp(),
});

const byType = new Map<string, z.ZodObject>();

/** A planned activity of one type: the common fields and the type's own, each supply's name beside its id. */
export function quoteActivityResponseSchema(definition: AnyActivityDefinition): z.ZodObject {
  const known = byType.get(definition.type);
  if (known) return known;
  const activity = activityResponses(definition).administrator.shape as Record<string, z.ZodType>;
  const own: Record<string, z.ZodType> = { activity_type: z.literal(definition.type) };
  for (const [name, field] of Object.entries(definition.fields)) {
    own[name] = activity[name]!;
    if (field.kind === 'supply') own[supplyNameField(name)] = activity[supplyNameField(name)]!;
  }
  const schema = quoteActivityCommonResponseSchema.extend(own);
  byType.set(definition.type, schema);
  return schema;
}

let anyActivity: z.ZodDiscriminatedUnion<z.ZodObject[]> | undefined;
/** A planned activity of whichever type its `activity_type` says. */
export function anyQuoteActivityResponseSchema() {
  anyActivity ??= z.discriminatedUnion(
    'activity_type',
    activityDefinitions.map((definition) => quoteActivityResponseSchema(definition)) as [z.ZodObject, ...z.ZodObject[]],
  );
  return anyActivity;
}

/** A planned supply, at the supply's current average unit value (no stock quantity). */
export const quoteSupplyResponseSchema = z.object({
  id: rowId(),
  option_id: rowId(),
  supply_id: rowId(),
  supply_name: z.string(),
  unit_of_measurement: z.string(),
  quantity: quantity(),
  unit_value: moneyAmount(),
  total_value: moneyAmount(),
});

export const quoteExternalServiceResponseSchema = z.object({
  id: rowId(),
  option_id: rowId(),
  kind: z.string(),
  provider: z.string(),
  value: moneyAmount(),
  observation: z.string().nullable(),
});

/** The costs of an option (domain `quoteOptionCosts`). */
const optionCostShape = {
  labour_cost: moneyAmount(),
  machinery_cost: moneyAmount(),
  supplies_cost: moneyAmount(),
  third_party_cost: moneyAmount(),
  cost_total: moneyAmount(),
  /** The markup given, or the one a typed price makes; null on a zero cost with a typed price. */
  markup_percent: z.number().nullable(),
  price: moneyAmount(),
  /** True when the price was typed by hand (then the markup is derived from it). */
  price_typed: z.boolean(),
  unit_price: moneyAmount(),
  margin: moneyAmount(),
  margin_percent: z.number().nullable(),
};

let optionSchema: z.ZodObject | undefined;
/** An option (a price break) with its planned work and its costs. */
export function quoteOptionResponseSchema(): z.ZodObject {
  optionSchema ??= z.object({
    id: rowId(),
    quote_id: rowId(),
    /** 1, 2, … in the order the options were added. */
    position: z.int(),
    quantity: z.int(),
    ...optionCostShape,
    /** Σ of the activities' estimated seconds. */
    estimated_total_time: z.int(),
    activities: z.array(anyQuoteActivityResponseSchema()),
    supplies: z.array(quoteSupplyResponseSchema),
    external_services: z.array(quoteExternalServiceResponseSchema),
    created_at: timestamp(),
    updated_at: timestamp(),
  });
  return optionSchema;
}

/** The header of a quote, as the list shows it (no options). */
export const quoteSummaryResponseSchema = z.object({
  id: rowId(),
  /** Sequential, shown "N.º". */
  number: z.int(),
  client: z.string(),
  contact: z.string().nullable(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  delivery_day: calendarDate().nullable(),
  valid_until: calendarDate(),
  /** As it reads today: a sent quote past `valid_until` is `expired`. */
  status: z.enum(QUOTE_DISPLAY_STATUSES),
  /** As stored (`expired` is never stored). */
  stored_status: z.enum(QUOTE_STATUSES),
  seller_id: rowId(),
  seller: z.string(),
  observation: z.string().nullable(),
  accepted_option_id: rowId().nullable(),
  production_order_id: rowId().nullable(),
  converted_at: timestamp().nullable(),
  /** False once converted into an order: then read only. */
  editable: z.boolean(),
  options_count: z.int(),
  /** The lowest and highest option price (the list's "Valor"). */
  price_from: moneyAmount().nullable(),
  price_to: moneyAmount().nullable(),
  /** The accepted option's price, once accepted. */
  accepted_price: moneyAmount().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
});
export type QuoteSummaryResponse = z.infer<typeof quoteSummaryResponseSchema>;

let quoteSchema: z.ZodObject | undefined;
/** A quote with its options, their work and costs. */
export function quoteResponseSchema(): z.ZodObject {
  quoteSchema ??= quoteSummaryResponseSchema.extend({ options: z.array(quoteOptionResponseSchema()) });
  return quoteSchema;
}

/** The workshop's settings (administrators). */
export const settingsResponseSchema = z.object({
  workshop_name: z.string().nullable(),
  standard_hour_rate: moneyAmount(),
  quote_valid_days: z.int(),
  quote_terms: z.string().nullable(),
  updated_at: timestamp().nullable(),
});

/** What a quote's print view and form need of the settings (sellers and administrators): no rate. */
export const publicSettingsResponseSchema = z.object({
  workshop_name: z.string().nullable(),
  quote_valid_days: z.int(),
  quote_terms: z.string().nullable(),
});

/** A supply a quote may plan: its name, unit and average unit value, never its stock. */
export const quoteSupplyChoiceResponseSchema = z.object({
  id: rowId(),
  name: z.string(),
  unit_of_measurement: z.string(),
  unit_value: moneyAmount(),
});

/** `GET /quotes/clients?q=`: past clients of orders and quotes. */
export const quoteClientsResponseSchema = z.array(z.string());

/** `GET /production_orders/{id}/planned_supplies`: "Insumos previstos" of an order made from a quote. */
export const plannedSupplyResponseSchema = z.object({
  supply_id: rowId(),
  supply_name: z.string(),
  unit_of_measurement: z.string(),
  quantity: quantity(),
  /** At the average unit value when the quote was converted. */
  unit_value: moneyAmount(),
  total_value: moneyAmount(),
});

/** One row of quoted vs actual. */
export const quoteComparisonRowSchema = z.object({
  key: z.enum(QUOTE_COMPARISON_ROWS),
  quoted: moneyAmount(),
  actual: moneyAmount(),
  /** actual − quoted. */
  difference: moneyAmount(),
});

/** `GET /production_orders/{id}/quote_comparison`: what was quoted, what it cost, per cost and the margin. */
export const quoteComparisonResponseSchema = z.object({
  quote_id: rowId(),
  quote_number: z.int(),
  option_id: rowId(),
  quantity: z.int(),
  price: moneyAmount(),
  rows: z.array(quoteComparisonRowSchema),
  /** Margin over the price, quoted and actual (percent); null on a zero price. */
  quoted_margin_percent: z.number().nullable(),
  actual_margin_percent: z.number().nullable(),
});

/** One seller's quotes sent in one month (APP_TIME_ZONE) and what became of them, as of today. */
export const quoteSellerMonthSchema = z.object({
  seller_id: rowId(),
  seller: z.string(),
  /** `YYYY-MM`. */
  month: z.string(),
  sent: z.int(),
  won: z.int(),
  lost: z.int(),
  expired: z.int(),
  /** Still sent and within their validity. */
  open: z.int(),
  /** Σ accepted option prices of the won ones. */
  won_value: moneyAmount(),
});

/** `GET /insights/quotes?from_date&to_date` (administrators): the quotes' figures of the range. */
export const quoteInsightsResponseSchema = z.object({
  from_date: calendarDate(),
  to_date: calendarDate(),
  /** Quotes sent in the range (by their last sending), per seller and month, newest month first. */
  sellers: z.array(quoteSellerMonthSchema),
  /** Orders made from quotes and finished in the range: the margin the quote promised against the one achieved. */
  margins: z.object({
    orders: z.int(),
    quoted_price: moneyAmount(),
    quoted_margin: moneyAmount(),
    contract_value: moneyAmount(),
    achieved_margin: moneyAmount(),
    quoted_margin_percent: z.number().nullable(),
    achieved_margin_percent: z.number().nullable(),
  }),
});
export type QuoteInsightsResponse = z.infer<typeof quoteInsightsResponseSchema>;
