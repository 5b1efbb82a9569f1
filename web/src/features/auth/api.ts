import { useMutation } from '@tanstack/react-query';
import type { SignInResponse } from '@tintero/domain';
import { api } from '../../lib/api-client';
import { setToken } from '../../lib/session';

export interface Credentials {
  username: string;
  password: string;
}

/** POST /v1/sign_in, form-encoded `auth[username]`, `auth[password]` → `{ jwt }`; the token is stored. */
export function useSignIn() {
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      const { jwt } = await api.post<SignInResponse>('/sign_in', { auth: credentials }, { form: true });
      return jwt;
    },
    onSuccess: (jwt) => {
      setToken(jwt);
    },
  });
}
