/**
 * The zone timestamps are shown in, kept apart from format.ts (dayjs and its zone plugins) so the
 * web's first download can set it without loading them (issue 23: the initial JavaScript).
 */

/** APP_TIME_ZONE when it is not set: the workshop's (DESIGN §3). */
export const DEFAULT_APP_TIME_ZONE = 'America/Bogota';

let zone = DEFAULT_APP_TIME_ZONE;

/**
 * The web sets it once to the server's APP_TIME_ZONE (from `GET /v1/about`), so a screen shows the
 * times the Excel export and the month filters use, not whatever zone the browser's machine is set to.
 */
export function setDisplayTimeZone(value: string) {
  zone = value;
}

export function displayTimeZone(): string {
  return zone;
}
