import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/** `virtual:pwa-register` under Vitest, where no worker is built: registering does nothing. */
export function registerSW(_options?: RegisterSWOptions) {
  return async (_reloadPage?: boolean) => undefined;
}
