import { useQuery } from '@tanstack/react-query';
import type { InsightsResponse } from '@tintero/domain';
import { api } from '../../lib/api-client';

export interface InsightsRange {
  from_date: string;
  to_date: string;
}

export const insightsKeys = {
  all: ['insights'] as const,
  range: (range: InsightsRange) => ['insights', range.from_date, range.to_date] as const,
};

/** The numbers at a glance of a range of days (administrators only). */
export function useInsights(range: InsightsRange) {
  return useQuery({
    queryKey: insightsKeys.range(range),
    queryFn: ({ signal }) => api.get<InsightsResponse>('/insights', { query: { ...range }, signal }),
  });
}
