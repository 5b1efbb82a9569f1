import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEventsPageResponse, AuditRecordType } from '@tintero/domain';
import { api } from './api-client';
import { auditEventKeys } from './query-keys';

/** The filters of `GET /v1/audit_events` (docs/decisions/020); a type alias so it is a Record. */
export type AuditEventsQuery = {
  page: number;
  per_page: number;
  record_type?: AuditRecordType;
  record_id?: number;
  user_id?: number;
  from_date?: string;
  to_date?: string;
};

/**
 * A page of the audit trail, newest first: the /audit list and each screen's "Historial" panel
 * (which asks only once it is opened: `enabled`). The page shown stays while the next loads.
 */
export function useAuditEvents(query: AuditEventsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: auditEventKeys.page(query),
    queryFn: ({ signal }) => api.get<AuditEventsPageResponse>('/audit_events', { query, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    // Opened again after a save, the panel shows that save: each opening (a mount) asks anew.
    refetchOnMount: 'always',
  });
}
