import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * The role that owns the tables: migrations, backups and restores run as it; the server (databaseUrl)
   * as a role that may not change or skip the audit trail (docs/decisions/027). Unset: databaseUrl.
   */
  migrationDatabaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  appTimeZone: string;
  contactEmail: string;
  adminPassword: string | undefined;
  purchaseEditWindowHours: number;
  timeOverrunToleranceSeconds: number;
  maxOpenIntervalHours: number;
  /** The longest interval the interval editor writes (docs/decisions/025); the server's timer is not capped. */
  maxIntervalHours: number;
  /** Failed sign-ins allowed per username per minute (per address: three times as many). */
  signInRateLimit: number;
  /**
   * Whether `X-Forwarded-*` headers are believed: only behind a proxy that sets them. Off, the
   * client address is the socket's, so nobody can pick their own address for the sign-in limit.
   */
  trustProxy: boolean;
  /** Serve the OpenAPI description and its UI at /v1/docs. */
  apiDocs: boolean;
  /** Folder with the built SPA; the server serves it when it exists. */
  webDist: string;
  logLevel: string;
  /** PGlite only: hours between two `VACUUM (ANALYZE)` of every table (db/upkeep.ts); 0 turns the schedule off. */
  pgliteUpkeepHours: number;
  /** How old a moment stated by a device (`at` of a shop-floor action tapped offline) may be (DESIGN §12.3). */
  offlineGraceMinutes: number;
  /** TLS_CERT_FILE and TLS_KEY_FILE, both or neither: the server serves HTTPS itself with them. */
  tls: { certFile: string; keyFile: string } | undefined;
}

/** A setting that is not a valid value: the start stops with this message, naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = NodeJS.ProcessEnv;

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function integer(env: Env, name: string, fallback: number, { min, max }: { min: number; max: number }): number {
  const value = env[name];
  if (!isSet(value)) return fallback;
  const parsed = Number(value.trim());
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`La variable ${name} debe ser un número entero entre ${min} y ${max}; tiene «${value}».`);
  }
  return parsed;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (!isSet(value)) return fallback;
  const normalized = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(normalized)) return true;
  if (['false', '0', 'no', 'off'].includes(normalized)) return false;
  throw new ConfigError(`La variable ${name} debe ser true o false; tiene «${value}».`);
}

function timeZone(env: Env, name: string, fallback: string): string {
  const value = env[name];
  if (!isSet(value)) return fallback;
  try {
    new Intl.DateTimeFormat('es-CO', { timeZone: value.trim() });
  } catch {
    throw new ConfigError(`La variable ${name} no es una zona horaria IANA válida (por ejemplo America/Bogota); tiene «${value}».`);
  }
  return value.trim();
}

function databaseUrl(env: Env, name: string): string | undefined {
  const value = env[name];
  if (!isSet(value)) return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new ConfigError(`La variable ${name} debe ser una URL postgres://usuario:clave@servidor:5432/base.`);
  }
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: Env, name: string, fallback: string): string {
  const value = env[name];
  if (!isSet(value)) return fallback;
  if (!LOG_LEVELS.includes(value.trim())) {
    throw new ConfigError(`La variable ${name} debe ser uno de: ${LOG_LEVELS.join(', ')}; tiene «${value}».`);
  }
  return value.trim();
}

/** TLS_CERT_FILE and TLS_KEY_FILE: both set (paths relative to where npm ran, as DATA_DIR), or neither. */
function tlsFiles(env: Env): Config['tls'] {
  const cert = env.TLS_CERT_FILE;
  const key = env.TLS_KEY_FILE;
  if (!isSet(cert) && !isSet(key)) return undefined;
  if (!isSet(cert) || !isSet(key)) {
    throw new ConfigError('Las variables TLS_CERT_FILE y TLS_KEY_FILE van juntas: el certificado y su clave privada (archivos PEM).');
  }
  const base = env.INIT_CWD ?? process.cwd();
  return { certFile: path.resolve(base, cert.trim()), keyFile: path.resolve(base, key.trim()) };
}

/** Reads and checks the environment (README, "Configuration"); throws ConfigError on a bad value. */
export function loadConfig(env: Env = process.env): Config {
  const serverUrl = databaseUrl(env, 'DATABASE_URL');
  const ownerUrl = databaseUrl(env, 'MIGRATION_DATABASE_URL');
  if (ownerUrl && !serverUrl) {
    throw new ConfigError('La variable MIGRATION_DATABASE_URL necesita DATABASE_URL (el rol con el que trabaja el servidor).');
  }
  return {
    port: integer(env, 'PORT', 3000, { min: 0, max: 65_535 }),
    host: isSet(env.HOST) ? env.HOST.trim() : '0.0.0.0',
    databaseUrl: serverUrl,
    migrationDatabaseUrl: ownerUrl,
    // Relative to where the person ran npm (INIT_CWD), not to the server workspace npm switches to:
    // `npm start` at the repository root keeps its data in ./data there.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), isSet(env.DATA_DIR) ? env.DATA_DIR : 'data'),
    jwtSecret: isSet(env.JWT_SECRET) ? env.JWT_SECRET : undefined,
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 10, { min: 1, max: 24 * 30 }),
    appTimeZone: timeZone(env, 'APP_TIME_ZONE', 'America/Bogota'),
    contactEmail: isSet(env.CONTACT_EMAIL) ? env.CONTACT_EMAIL.trim() : 'soporte@tintero.local',
    adminPassword: isSet(env.ADMIN_PASSWORD) ? env.ADMIN_PASSWORD : undefined,
    purchaseEditWindowHours: integer(env, 'PURCHASE_EDIT_WINDOW_HOURS', 48, { min: 0, max: 24 * 365 }),
    timeOverrunToleranceSeconds: integer(env, 'TIME_OVERRUN_TOLERANCE_SECONDS', 900, { min: 0, max: 24 * 3600 }),
    maxOpenIntervalHours: integer(env, 'MAX_OPEN_INTERVAL_HOURS', 12, { min: 1, max: 24 * 7 }),
    // A long shift with overtime; anything longer is a timer left running or a typing slip.
    maxIntervalHours: integer(env, 'MAX_INTERVAL_HOURS', 16, { min: 1, max: 24 * 7 }),
    signInRateLimit: integer(env, 'SIGN_IN_RATE_LIMIT', 10, { min: 1, max: 10_000 }),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    apiDocs: boolean(env, 'API_DOCS', true),
    webDist: path.resolve(env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url))),
    logLevel: logLevel(env, 'LOG_LEVEL', 'info'),
    pgliteUpkeepHours: integer(env, 'PGLITE_UPKEEP_HOURS', 6, { min: 0, max: 24 * 7 }),
    offlineGraceMinutes: integer(env, 'OFFLINE_GRACE_MINUTES', 30, { min: 1, max: 24 * 60 }),
    tls: tlsFiles(env),
  };
}
