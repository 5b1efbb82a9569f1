/**
 * What the quotes' routes answer, typed by the domain's declared answers
 * (domain/src/responses/quotes.ts), never by hand.
 */
export type {
  QuoteSummaryResponse as QuoteSummary,
  QuoteActivityResponse as QuoteActivity,
  QuoteSupplyResponse as QuoteSupply,
  QuoteExternalServiceResponse as QuoteExternalService,
  QuoteSupplyChoice,
  PlannedSupplyResponse as PlannedSupply,
  QuoteComparisonResponse as QuoteComparison,
  SettingsResponse as WorkshopSettings,
  PublicSettingsResponse as PublicSettings,
  QuoteOptionResponse as QuoteOption,
  QuoteResponse as Quote,
} from '@tintero/domain';
