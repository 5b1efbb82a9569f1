/**
 * Today's calendar date (`YYYY-MM-DD`) in a time zone. The routes pass APP_TIME_ZONE: "a due date
 * not before today" means the workshop's today, whatever the zone of the server's clock.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
