import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@tintero/domain';
import { api } from '../../lib/api-client';
import { createResource } from '../../lib/resource';
import { setToken } from '../../lib/session';

/** Users are a plain CRUD resource: `/v1/users`, bodies wrapped in `user`. */
export const usersResource = createResource<User, { enabled?: boolean }>({ name: 'users', path: '/users', wrapper: 'user' });

/** The list screen: only enabled users, or everyone when disabled ones are shown. */
export function useUsers(showDisabled: boolean) {
  return usersResource.useList(showDisabled ? undefined : { enabled: true });
}

export const useUser = usersResource.useOne;
export const useCreateUser = () => usersResource.useCreate<Record<string, unknown>>();

/**
 * PUT /v1/users/{id}. When someone changes their own password the answer carries a fresh `jwt`
 * (the old one stops working at once): it is stored before anything else is asked of the server.
 */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data }: { id: number; data: Record<string, unknown> }) => {
      const { jwt, ...user } = await api.put<User & { jwt?: string }>(`/users/${id}`, { user: data });
      if (jwt) setToken(jwt);
      return user as User;
    },
    onSuccess: async (user) => {
      client.setQueryData(usersResource.keys.detail(user.id), user);
      await client.invalidateQueries({ queryKey: usersResource.keys.lists() });
    },
  });
}

/** Puts a changed user into every cached list: out of "enabled only" lists once disabled. */
function replaceInLists(client: QueryClient, user: User) {
  for (const [key, rows] of client.getQueriesData<User[]>({ queryKey: usersResource.keys.lists() })) {
    if (!rows) continue;
    const filter = key[2] as { enabled?: boolean } | undefined;
    const next =
      filter?.enabled === true && !user.enabled
        ? rows.filter((row) => row.id !== user.id)
        : rows.map((row) => (row.id === user.id ? user : row));
    client.setQueryData(key, next);
  }
  client.setQueryData(usersResource.keys.detail(user.id), user);
}

/** DELETE /v1/users/{id} disables the user. */
export function useDisableUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<User>(`/users/${id}`),
    onSuccess: async (user) => {
      replaceInLists(client, user);
      await client.invalidateQueries({ queryKey: usersResource.keys.lists() });
    },
  });
}

/** PUT /v1/users/{id} `{ enabled: true }` enables the user again. */
export function useEnableUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<User>(`/users/${id}`, { user: { enabled: true } }),
    onSuccess: async (user) => {
      replaceInLists(client, user);
      await client.invalidateQueries({ queryKey: usersResource.keys.lists() });
    },
  });
}
