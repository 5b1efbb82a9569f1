/**
 * The size of a generated workshop. Everything scales from DESIGN §10's five-year set (60 000
 * orders, 600 000 activities, 2 000 000 intervals, 1 000 000 kardex entries, 2 000 supplies,
 * 80 operators): per operator and month 12.5 orders of 10 activities, per operator and year
 * 5 000 work intervals (about 14 a day), per supply and year 100 ledger entries.
 */
export interface Size {
  years: number;
  operators: number;
  supplies: number;
}

export const SIZES = {
  /** DESIGN §10. */
  fiveYears: { years: 5, operators: 80, supplies: 2000 },
  /** The same workshop after its first year (the growth comparison). */
  oneYear: { years: 1, operators: 80, supplies: 2000 },
  /** `npm run seed:demo`: a few months of a small workshop. */
  demo: { years: 0.25, operators: 12, supplies: 150 },
} satisfies Record<string, Size>;

export interface Counts {
  months: number;
  /** Calendar days of history, ending yesterday. */
  days: number;
  orders: number;
  activities: number;
  /** Activity blocks per operator: activity = block × operators + operator. */
  blocks: number;
  intervalsPerOperator: number;
  intervals: number;
  entriesPerSupply: number;
  kardexEntries: number;
}

export function countsOf(size: Size): Counts {
  const months = Math.max(1, Math.round(size.years * 12));
  const blocks = 125 * months;
  const activities = blocks * size.operators;
  const intervalsPerOperator = Math.round((5000 * months) / 12);
  const entriesPerSupply = Math.max(3, Math.round((100 * months) / 12));
  return {
    months,
    days: Math.round((months * 365) / 12),
    orders: Math.ceil(activities / 10),
    activities,
    blocks,
    intervalsPerOperator,
    intervals: intervalsPerOperator * size.operators,
    entriesPerSupply,
    kardexEntries: entriesPerSupply * size.supplies,
  };
}

export const sizeLabel = (size: Size) => `${size.years}y-${size.operators}op-${size.supplies}s`;

/** `BENCH_YEARS=1,5`-style lists and `years=0.25,operators=12` overrides. */
export function parseSize(text: string, base: Size = SIZES.fiveYears): Size {
  const size = { ...base };
  for (const part of text.split(',').filter(Boolean)) {
    const [key, value] = part.split('=');
    const number = Number(value);
    if (!(key! in size) || !Number.isFinite(number) || number <= 0) throw new Error(`tamaño no válido: ${part}`);
    size[key as keyof Size] = number;
  }
  return size;
}
