import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  appTimeZone: string;
  contactEmail: string;
  adminPassword: string | undefined;
  purchaseEditWindowHours: number;
  timeOverrunToleranceSeconds: number;
  /** Sign-in attempts allowed per IP and username per minute. */
  signInRateLimit: number;
  /** Folder with the built SPA; the server serves it when it exists. */
  webDist: string;
  logLevel: string;
}

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) throw new Error(`Invalid integer in environment: ${value}`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: integer(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    // Relative to where the person ran npm (INIT_CWD), not to the server workspace npm switches to:
    // `npm start` at the repository root keeps its data in ./data there.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? 'data'),
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlHours: integer(env.TOKEN_TTL_HOURS, 10),
    appTimeZone: env.APP_TIME_ZONE ?? 'America/Bogota',
    contactEmail: env.CONTACT_EMAIL ?? 'soporte@tintero.local',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    purchaseEditWindowHours: integer(env.PURCHASE_EDIT_WINDOW_HOURS, 48),
    timeOverrunToleranceSeconds: integer(env.TIME_OVERRUN_TOLERANCE_SECONDS, 900),
    signInRateLimit: integer(env.SIGN_IN_RATE_LIMIT, 10),
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
