import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { resourceKeys, type ResourceName } from './query-keys';

/**
 * The one query/mutation factory for plain CRUD resources (DESIGN §2): list, show, create,
 * update, delete, with bodies wrapped in the resource key and per-resource query keys. Mutations
 * refresh what they change. `Row` is what the list answers when it sends less than the record
 * (the orders' month list), so a column of a field the list never sends does not compile.
 */
export function createResource<
  T extends { id: number },
  Filter extends Record<string, unknown> = Record<string, unknown>,
  Row extends { id: number } = T,
>(config: {
  /** Query-key root, e.g. `users` (lib/query-keys). */
  name: ResourceName;
  /** API path under /v1, e.g. `/users`. */
  path: string;
  /** Body wrapper key, e.g. `user`. */
  wrapper: string;
}) {
  const { name, path, wrapper } = config;
  const keys = resourceKeys<Filter>(name);

  function useList(filter?: Filter, options: Partial<UseQueryOptions<Row[], Error>> = {}) {
    return useQuery({
      queryKey: keys.list(filter),
      queryFn: ({ signal }) => api.get<Row[]>(path, { query: filter, signal }),
      ...options,
    });
  }

  /** One record's query, for `useOne` and for a route that asks it before its screen draws. */
  function oneQuery(id: number | undefined) {
    return {
      queryKey: keys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get<T>(`${path}/${id}`, { signal }),
    };
  }

  function useOne(id: number | undefined, options: Partial<UseQueryOptions<T, Error>> = {}) {
    return useQuery({ ...oneQuery(id), enabled: id !== undefined, ...options });
  }

  function useCreate<Input = Record<string, unknown>>() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (data: Input) => api.post<T>(path, { [wrapper]: data }),
      onSuccess: async (record) => {
        client.setQueryData(keys.detail(record.id), record);
        await client.invalidateQueries({ queryKey: keys.lists() });
      },
    });
  }

  function useUpdate<Input = Record<string, unknown>, Output extends T = T>() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: ({ id, data }: { id: number; data: Input }) => api.put<Output>(`${path}/${id}`, { [wrapper]: data }),
      onSuccess: async (record) => {
        client.setQueryData(keys.detail(record.id), record);
        await client.invalidateQueries({ queryKey: keys.lists() });
      },
    });
  }

  function useRemove() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (id: number) => api.delete<T>(`${path}/${id}`),
      onSuccess: async (_record, id) => {
        client.removeQueries({ queryKey: keys.detail(id) });
        await client.invalidateQueries({ queryKey: keys.lists() });
      },
    });
  }

  return { keys, path, wrapper, useList, oneQuery, useOne, useCreate, useUpdate, useRemove };
}
