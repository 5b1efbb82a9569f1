import type { SQL } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { rowsOf, type Database } from '../src/db/client';
import { differencesFromRebuild } from '../src/roll-ups/compare';
import { keepRollUpsInZone, rebuildRollUps, rollUpTimeZone } from '../src/roll-ups/rebuild';

/** The checks every roll-up's property test ends with (docs/decisions/031, 035). */

/** A row of `table` changed by `tamper` behind the roll-up is found by the comparison, and a rebuild puts it right. */
export async function expectTamperingFound(db: Database, table: string, tamper: SQL) {
  await db.execute(tamper);
  const [difference] = await differencesFromRebuild(db);
  expect(difference).toMatchObject({ table, stale: [expect.any(String)], missing: [expect.any(String)] });
  await db.transaction((tx) => rebuildRollUps(tx));
  expect(await differencesFromRebuild(db)).toEqual([]);
}

/**
 * A start with another APP_TIME_ZONE moves every day to that zone's, once, and the same zone again
 * changes nothing. `daysOutOf(zone)` selects the roll-up's rows whose day does not match the raw rows in `zone`.
 */
export async function expectZoneChangeMovesDays(db: Database, timeZone: string, daysOutOf: (zone: string) => SQL) {
  const log = { info: vi.fn() };
  expect(await rowsOf(db, daysOutOf(timeZone))).toEqual([]);
  await keepRollUpsInZone(db, 'Pacific/Kiritimati', log);
  expect(await rollUpTimeZone(db)).toBe('Pacific/Kiritimati');
  expect(await rowsOf(db, daysOutOf('Pacific/Kiritimati'))).toEqual([]);
  expect(await differencesFromRebuild(db)).toEqual([]);
  await keepRollUpsInZone(db, timeZone, log);
  await keepRollUpsInZone(db, timeZone, log);
  expect(log.info).toHaveBeenCalledTimes(2);
  expect(await rowsOf(db, daysOutOf(timeZone))).toEqual([]);
}
