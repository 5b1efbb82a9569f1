/** A request a scenario makes: Tintero answers it; the baseline replays the SQL captured for `name`. */
export interface Req {
  name: string;
  path: string;
  /** Signed in as this user (default the administrator). */
  user?: number;
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
}

export interface Target {
  side: 'ours' | 'baseline';
  pid: number;
  url(req: Req): string;
  init(req: Req): RequestInit & { headers: Record<string, string> };
}

/** Ids and dates the scenarios ask for, read from the generated data. */
export interface Fixture {
  adminId: number;
  operatorId: number;
  supplyId: number;
  /** A finished order of the last month, with its ten activities. */
  orderId: number;
  /** The last whole month (about 1 000 orders at full size), in the workshop's time zone. */
  month: { year: number; month: number; from: string; to: string };
  /** The three whole months before this one. */
  quarter: { from: string; to: string };
  today: string;
  /** 364 days before today: with today, the longest range the ledger routes take. */
  yearAgo: string;
  /** The audit screen's opening range: the last AUDIT_OPENING_DAYS, today included. */
  auditOpening: { from_date: string; to_date: string };
  /** Five years before today (the longest range insights take). */
  fiveYearsAgo: string;
  /** A late page of the consolidated report over `quarter` (nine tenths of the way, 20 rows a page). */
  consolidatedLatePage: number;
  /** Up to 40 operators, each with their own activity on an order in development. */
  cycle: { userId: number; activityUserId: number }[];
}

export interface Metric {
  title: string;
  unit: string;
  budget: string;
  /** Whether the figure meets its budget; `baseline` is undefined when there is none. */
  pass: (ours: number, baseline: number | undefined) => boolean;
  /** Requests per second: higher is better (the ratio reads ours / baseline either way). */
  higherIsBetter?: boolean;
}

export interface Scenario {
  key: string;
  /** Runs in the phase with 50 000 supplies (exports) or the main one. */
  phase: 'main' | 'export';
  /** Also measured at the smaller size, for the growth table (its metric `p95`). */
  growth?: boolean;
  /** Measured on Tintero only (what the bare baseline cannot do: a stream of events). */
  oursOnly?: boolean;
  requests(fixture: Fixture): Req[];
  metrics: Record<string, Metric>;
  measure(target: Target, fixture: Fixture): Promise<Record<string, number>>;
}

export const atLeastOfBaseline =
  (share: number) =>
  (ours: number, baseline: number | undefined): boolean =>
    baseline === undefined || ours / baseline >= share;
export const atMost = (limit: number) => (ours: number) => ours <= limit;
export const informative = () => true;
