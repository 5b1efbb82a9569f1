import { useSyncExternalStore } from 'react';
import type { Role, TokenClaims } from '@tintero/domain';
import { decodeJwtPayload } from './jwt';
import { OFFLINE_READS_CACHE } from '../service-worker/offline-reads';

/** The product-specific localStorage key of the sign-in token (spec part 1 §9). */
export const TOKEN_KEY = 'tintero.jwt';

export interface Session {
  token: string;
  claims: TokenClaims;
  fullName: string;
}

/** Why the session ended, so the sign-in screen can say so once. */
export type SignOutReason = 'logout' | 'expired' | 'unauthorized';

const ROLES: readonly Role[] = ['operator', 'administrator', 'seller'];

function parseClaims(token: string): TokenClaims | null {
  const payload = decodeJwtPayload(token);
  if (!payload) return null;
  const { id, role, first_name, last_name, tv, exp } = payload;
  if (typeof id !== 'number' || !ROLES.includes(role as Role)) return null;
  return {
    id,
    role: role as Role,
    first_name: typeof first_name === 'string' ? first_name : '',
    last_name: typeof last_name === 'string' ? last_name : '',
    tv: typeof tv === 'number' ? tv : 0,
    ...(typeof exp === 'number' ? { exp } : {}),
  };
}

function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp !== undefined && claims.exp * 1000 <= now;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function sessionFrom(token: string | null): Session | null {
  if (!token) return null;
  const claims = parseClaims(token);
  if (!claims || isExpired(claims)) return null;
  return { token, claims, fullName: `${claims.first_name} ${claims.last_name}`.trim() };
}

const listeners = new Set<() => void>();
let current: Session | null = null;
let lastSignOutReason: SignOutReason | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function emit() {
  for (const listener of listeners) listener();
}

/** Signs out when the token's `exp` passes, so an idle tab does not pretend to be signed in. */
function scheduleExpiry() {
  clearTimeout(expiryTimer);
  const exp = current?.claims.exp;
  if (exp === undefined) return;
  // setTimeout overflows beyond ~24.8 days; tokens live hours, but be safe.
  const delay = Math.min(exp * 1000 - Date.now(), 2_147_483_000);
  expiryTimer = setTimeout(
    () => {
      if (current && isExpired(current.claims)) signOut('expired');
      else scheduleExpiry();
    },
    Math.max(delay, 0),
  );
}

function load() {
  const stored = storage()?.getItem(TOKEN_KEY) ?? null;
  current = sessionFrom(stored);
  if (stored && !current) storage()?.removeItem(TOKEN_KEY);
  scheduleExpiry();
}

load();

if (typeof window !== 'undefined') {
  // Signing in or out in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== TOKEN_KEY) return;
    load();
    emit();
  });
}

/** The current session, or null when signed out (no token, or an expired one). */
export function getSession(): Session | null {
  if (current && isExpired(current.claims)) {
    signOut('expired');
  }
  return current;
}

/** Stores a token from sign-in (or from a password change, which replaces the old one). */
export function setToken(token: string): Session | null {
  const next = sessionFrom(token);
  if (!next) return null;
  storage()?.setItem(TOKEN_KEY, token);
  current = next;
  lastSignOutReason = null;
  scheduleExpiry();
  emit();
  return next;
}

export function signOut(reason: SignOutReason = 'logout') {
  storage()?.removeItem(TOKEN_KEY);
  // The reads the service worker kept for offline use are this person's work: not the next one's.
  if (typeof caches !== 'undefined') void caches.delete(OFFLINE_READS_CACHE).catch(() => undefined);
  const wasSignedIn = current !== null;
  current = null;
  clearTimeout(expiryTimer);
  if (wasSignedIn) lastSignOutReason = reason;
  emit();
}

/** The reason of the last sign-out, without consuming it. */
export function peekSignOutReason(): SignOutReason | null {
  return lastSignOutReason;
}

/** The reason of the last sign-out, read once (the sign-in screen shows it a single time). */
export function takeSignOutReason(): SignOutReason | null {
  const reason = lastSignOutReason;
  lastSignOutReason = null;
  return reason;
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => current;

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, snapshot, snapshot);
}

/** Test and tab-sync helper: re-reads the stored token. */
export function reloadSession() {
  load();
  emit();
}
