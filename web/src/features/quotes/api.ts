import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { MonthFilter } from '../../lib/month-filter';
import { productionOrderKeys } from '../../lib/query-keys';
import type {
  PlannedSupply,
  PublicSettings,
  Quote,
  QuoteComparison,
  QuoteOption,
  QuoteSummary,
  QuoteSupplyChoice,
  WorkshopSettings,
} from './types';

/** Query keys of quotes and the workshop's settings (DESIGN §12.1). */
export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => ['quotes', 'list'] as const,
  list: (filter: MonthFilter) => ['quotes', 'list', filter] as const,
  detail: (id: number | undefined) => ['quotes', 'detail', id] as const,
  accepted: ['quotes', 'accepted'] as const,
  clients: (q: string) => ['quotes', 'clients', q] as const,
  supplies: (search: string) => ['quotes', 'supplies', search] as const,
  settings: ['settings'] as const,
  publicSettings: ['settings', 'public'] as const,
  plannedSupplies: (orderId: number) => [...productionOrderKeys.all, 'planned-supplies', orderId] as const,
  comparison: (orderId: number) => [...productionOrderKeys.all, 'quote-comparison', orderId] as const,
};

/** The quotes created in one month (a seller's own; an administrator's every seller's). */
export function useQuotes(filter: MonthFilter) {
  return useQuery({
    queryKey: quoteKeys.list(filter),
    queryFn: ({ signal }) => api.get<QuoteSummary[]>('/quotes', { query: filter, signal }),
  });
}

export function useQuote(id: number | undefined) {
  return useQuery({
    queryKey: quoteKeys.detail(id),
    queryFn: ({ signal }) => api.get<Quote>(`/quotes/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** Accepted quotes waiting for their order (administrators' Home). */
export function useAcceptedQuotes() {
  return useQuery({ queryKey: quoteKeys.accepted, queryFn: ({ signal }) => api.get<QuoteSummary[]>('/quotes/accepted', { signal }) });
}

/** Past clients of orders and quotes containing `q`. */
export function useClientSuggestions(q: string) {
  return useQuery({
    queryKey: quoteKeys.clients(q),
    queryFn: ({ signal }) => api.get<string[]>('/quotes/clients', { query: { q }, signal }),
    enabled: q.trim() !== '',
    staleTime: 30_000,
  });
}

export function useQuoteSupplyChoices(search: string) {
  return useQuery({
    queryKey: quoteKeys.supplies(search),
    queryFn: ({ signal }) => api.get<QuoteSupplyChoice[]>('/quotes/supplies', { query: { search }, signal }),
    enabled: search.trim() !== '',
    staleTime: 10_000,
  });
}

/** What the print view and the form read of the settings (no hour rate). */
export function usePublicSettings() {
  return useQuery({ queryKey: quoteKeys.publicSettings, queryFn: ({ signal }) => api.get<PublicSettings>('/settings/public', { signal }) });
}

export function useWorkshopSettings() {
  return useQuery({ queryKey: quoteKeys.settings, queryFn: ({ signal }) => api.get<WorkshopSettings>('/settings', { signal }) });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => api.put<WorkshopSettings>('/settings', { setting: data }),
    onSuccess: async (settings) => {
      client.setQueryData(quoteKeys.settings, settings);
      await client.invalidateQueries({ queryKey: quoteKeys.publicSettings });
    },
  });
}

/** A quote answered whole: its screen, and the lists and Home's queue read again. */
async function storeQuote(client: QueryClient, quote: Quote) {
  client.setQueryData(quoteKeys.detail(quote.id), quote);
  await Promise.all([
    client.invalidateQueries({ queryKey: quoteKeys.lists() }),
    client.invalidateQueries({ queryKey: quoteKeys.accepted }),
  ]);
}

/** An option answered (its work and costs): it replaces its tab's, or joins the quote. */
function storeOption(client: QueryClient, option: QuoteOption) {
  client.setQueryData<Quote>(quoteKeys.detail(option.quote_id), (quote) => {
    if (!quote) return quote;
    const known = quote.options.some((o) => o.id === option.id);
    return { ...quote, options: known ? quote.options.map((o) => (o.id === option.id ? option : o)) : [...quote.options, option] };
  });
  void client.invalidateQueries({ queryKey: quoteKeys.lists() });
}

export function useCreateQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => api.post<Quote>('/quotes', { quote: data }),
    onSuccess: (quote) => storeQuote(client, quote),
  });
}

export function useUpdateQuote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => api.put<Quote>(`/quotes/${id}`, { quote: data }),
    onSuccess: (quote) => storeQuote(client, quote),
  });
}

/** "Crear orden" (administrators): the quote answers with its order's id. */
export function useConvertQuote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Quote>(`/quotes/${id}/production_order`),
    onSuccess: async (quote) => {
      await storeQuote(client, quote);
      await client.invalidateQueries({ queryKey: productionOrderKeys.lists() });
    },
  });
}

const optionPath = (quoteId: number, optionId?: number) => `/quotes/${quoteId}/options${optionId ? `/${optionId}` : ''}`;

/** Option writes: add (cloning the last one's work), change, copy, delete; and its planned work. */
export function useOptionWrites(quoteId: number) {
  const client = useQueryClient();
  const stored = (option: QuoteOption) => {
    storeOption(client, option);
    return option;
  };
  return {
    add: (data: Record<string, unknown>) => api.post<QuoteOption>(optionPath(quoteId), { option: data }).then(stored),
    update: (optionId: number, data: Record<string, unknown>) =>
      api.put<QuoteOption>(optionPath(quoteId, optionId), { option: data }).then(stored),
    copy: (optionId: number) => api.post<QuoteOption>(`${optionPath(quoteId, optionId)}/copy`).then(stored),
    remove: async (optionId: number) => {
      const quote = await api.delete<Quote>(optionPath(quoteId, optionId));
      await storeQuote(client, quote);
      return quote;
    },
    /** `kind`: activities, supplies or external_services; `key` the body's wrapper. */
    saveItem: (optionId: number, kind: PlannedKind, itemId: number | null, data: Record<string, unknown>) => {
      const path = `${optionPath(quoteId, optionId)}/${kind}${itemId ? `/${itemId}` : ''}`;
      const body = { [PLANNED_WRAPPERS[kind]]: data };
      return (itemId ? api.put<QuoteOption>(path, body) : api.post<QuoteOption>(path, body)).then(stored);
    },
    removeItem: (optionId: number, kind: PlannedKind, itemId: number) =>
      api.delete<QuoteOption>(`${optionPath(quoteId, optionId)}/${kind}/${itemId}`).then(stored),
  };
}

export type PlannedKind = 'activities' | 'supplies' | 'external_services';
const PLANNED_WRAPPERS: Record<PlannedKind, string> = { activities: 'activity', supplies: 'supply', external_services: 'external_service' };

/** "Insumos previstos" of an order made from a quote ([] otherwise). */
export function usePlannedSupplies(orderId: number) {
  return useQuery({
    queryKey: quoteKeys.plannedSupplies(orderId),
    queryFn: ({ signal }) => api.get<PlannedSupply[]>(`/production_orders/${orderId}/planned_supplies`, { signal }),
  });
}

/** Quoted vs actual; a 404 means the order was not made from a quote (no retry). */
export function useQuoteComparison(orderId: number) {
  return useQuery({
    queryKey: quoteKeys.comparison(orderId),
    queryFn: ({ signal }) => api.get<QuoteComparison>(`/production_orders/${orderId}/quote_comparison`, { signal }),
    retry: false,
  });
}
