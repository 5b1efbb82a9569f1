import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has the README defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      tokenTtlHours: 10,
      appTimeZone: 'America/Bogota',
      purchaseEditWindowHours: 48,
      timeOverrunToleranceSeconds: 900,
      maxOpenIntervalHours: 12,
      maxIntervalHours: 16,
      signInRateLimit: 10,
      trustProxy: false,
      apiDocs: true,
      logLevel: 'info',
      pgliteUpkeepHours: 6,
    });
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      TOKEN_TTL_HOURS: '8',
      MAX_INTERVAL_HOURS: '24',
      TRUST_PROXY: 'true',
      API_DOCS: 'false',
      APP_TIME_ZONE: 'Europe/Madrid',
      DATABASE_URL: 'postgres://tintero@db:5432/tintero',
      MIGRATION_DATABASE_URL: 'postgres://tintero_owner@db:5432/tintero',
      PGLITE_UPKEEP_HOURS: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      tokenTtlHours: 8,
      maxIntervalHours: 24,
      trustProxy: true,
      apiDocs: false,
      appTimeZone: 'Europe/Madrid',
      databaseUrl: 'postgres://tintero@db:5432/tintero',
      migrationDatabaseUrl: 'postgres://tintero_owner@db:5432/tintero',
      pgliteUpkeepHours: 0,
    });
  });

  it('refuses MIGRATION_DATABASE_URL without DATABASE_URL (the server would run as the owner)', () => {
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: 'postgres://tintero_owner@db:5432/tintero' })).toThrow(
      /La variable MIGRATION_DATABASE_URL necesita DATABASE_URL/,
    );
  });

  it.each([
    ['TOKEN_TTL_HOURS', 'abc'],
    ['TOKEN_TTL_HOURS', '0'],
    ['TOKEN_TTL_HOURS', '1.5'],
    ['PORT', '70000'],
    ['SIGN_IN_RATE_LIMIT', '-3'],
    ['PURCHASE_EDIT_WINDOW_HOURS', 'dos días'],
    ['TIME_OVERRUN_TOLERANCE_SECONDS', '15m'],
    ['MAX_OPEN_INTERVAL_HOURS', 'x'],
    ['MAX_INTERVAL_HOURS', '0'],
    ['TRUST_PROXY', 'sí'],
    ['API_DOCS', 'maybe'],
    ['APP_TIME_ZONE', 'Bogota'],
    ['DATABASE_URL', 'mysql://root@db/tintero'],
    ['MIGRATION_DATABASE_URL', 'tintero_owner@db/tintero'],
    ['LOG_LEVEL', 'verbose'],
    ['PGLITE_UPKEEP_HOURS', '-1'],
  ])('refuses %s=%s with a Spanish message naming the variable', (name, value) => {
    let thrown: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toContain(`La variable ${name} `);
  });
});
