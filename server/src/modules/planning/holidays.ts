/**
 * Colombia's public holidays, from the maintained date-holidays package (DESIGN §12.2: never a
 * hand-written table). Loaded on first use (its data covers every country: it stays out of the
 * start) and kept per year.
 */
export interface Holiday {
  date: string;
  name: string;
}

type HolidaysOf = (year: number) => Holiday[];
let loading: Promise<HolidaysOf> | undefined;
const byYear = new Map<number, Holiday[]>();

async function load(): Promise<HolidaysOf> {
  const module = await import('date-holidays');
  const Holidays = module.default;
  const colombia = new Holidays('CO');
  return (year) =>
    colombia
      .getHolidays(year)
      // "observance" days (Palm Sunday) are not days off.
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }));
}

/** The public holidays of a year, by date. */
export async function colombianHolidays(year: number): Promise<Holiday[]> {
  const cached = byYear.get(year);
  if (cached) return cached;
  loading ??= load();
  const holidays = (await loading)(year);
  // One holiday per day (two names on one date would be one day off).
  const unique = [...new Map(holidays.map((holiday) => [holiday.date, holiday])).values()].sort((a, b) => a.date.localeCompare(b.date));
  byYear.set(year, unique);
  return unique;
}
