import type { z } from 'zod';
import type {
  plannedSupplyResponseSchema,
  publicSettingsResponseSchema,
  quoteActivityCommonResponseSchema,
  quoteComparisonResponseSchema,
  quoteExternalServiceResponseSchema,
  quoteSupplyChoiceResponseSchema,
  quoteSupplyResponseSchema,
  QuoteSummaryResponse,
  settingsResponseSchema,
} from '@tintero/domain';

/**
 * What the quotes' routes answer (domain/src/responses/quotes.ts). The option and the whole quote are
 * built by functions there (their activities are a union of the 17 types), so their types are
 * named here from the schemas' parts.
 */
export type QuoteSummary = QuoteSummaryResponse;
export type QuoteActivity = z.infer<typeof quoteActivityCommonResponseSchema> & { activity_type: string } & Record<string, unknown>;
export type QuoteSupply = z.infer<typeof quoteSupplyResponseSchema>;
export type QuoteExternalService = z.infer<typeof quoteExternalServiceResponseSchema>;
export type QuoteSupplyChoice = z.infer<typeof quoteSupplyChoiceResponseSchema>;
export type PlannedSupply = z.infer<typeof plannedSupplyResponseSchema>;
export type QuoteComparison = z.infer<typeof quoteComparisonResponseSchema>;
export type WorkshopSettings = z.infer<typeof settingsResponseSchema>;
export type PublicSettings = z.infer<typeof publicSettingsResponseSchema>;

export type QuoteOption = {
  id: number;
  quote_id: number;
  position: number;
  quantity: number;
  labour_cost: number;
  machinery_cost: number;
  supplies_cost: number;
  third_party_cost: number;
  cost_total: number;
  markup_percent: number | null;
  price: number;
  price_typed: boolean;
  unit_price: number;
  margin: number;
  margin_percent: number | null;
  estimated_total_time: number;
  activities: QuoteActivity[];
  supplies: QuoteSupply[];
  external_services: QuoteExternalService[];
  created_at: string;
  updated_at: string;
};

export type Quote = QuoteSummary & { options: QuoteOption[] };
