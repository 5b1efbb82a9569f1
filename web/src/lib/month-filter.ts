import dayjs from 'dayjs';
import { nowInDisplayZone } from '@tintero/domain';

/** A month of one year (a list filtered by the month its records were created in). */
// A type alias (not an interface) so it is a Record, as the resource factory's filters are.
export type MonthFilter = {
  month: number;
  year: number;
};

/** The year filter starts at 2018 (spec part 1 §9) and runs to the current year. */
export const FIRST_FILTER_YEAR = 2018;

export function filterYears(now = nowInDisplayZone()): number[] {
  const years: number[] = [];
  for (let year = now.year(); year >= FIRST_FILTER_YEAR; year -= 1) years.push(year);
  return years;
}

/** The month and year of the URL; anything missing or out of range is the current one (in APP_TIME_ZONE, as the server filters). */
export function readMonthFilter(params: URLSearchParams, now = nowInDisplayZone()): MonthFilter {
  const month = Number(params.get('month'));
  const year = Number(params.get('year'));
  return {
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : now.month() + 1,
    year: Number.isInteger(year) && year >= FIRST_FILTER_YEAR && year <= now.year() ? year : now.year(),
  };
}

/** Month names of the current locale (dayjs `es`), capitalised: Enero … Diciembre. */
export function monthNames(): string[] {
  return Array.from({ length: 12 }, (_, index) => {
    const name = dayjs().date(1).month(index).format('MMMM');
    return name.charAt(0).toLocaleUpperCase('es') + name.slice(1);
  });
}
