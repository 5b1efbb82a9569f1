/**
 * The load test's HTTP side: one call = one request timed and counted by its kind. What the
 * domain refuses on purpose (409 a state forbids, 422 stock that is not there) is counted, not an
 * error; 5xx, other 4xx and a dropped connection are errors, except a dropped connection while the
 * crash test has just killed the server (its outcome is then unknown, and said so).
 */

export interface CallResult {
  /** HTTP status; 0 when no answer came (connection refused or reset). */
  status: number;
  body: unknown;
}

/** The outcome of a write the server may or may not have committed: no answer came. */
export const unanswered = (result: CallResult) => result.status === 0;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export class Stats {
  private readonly latencies = new Map<string, number[]>();
  private readonly statuses = new Map<string, Map<number, number>>();
  /** Answers that are errors whatever the domain says: 5xx, 400/401/403/404, or no answer outside a crash. */
  readonly errors: string[] = [];
  /** Requests that got no answer because the crash test killed the server under them. */
  unansweredDuringCrash = 0;

  /** Per kind, the refusals by what they name: a 409's `code`, a 422's first field. */
  private readonly refusals = new Map<string, Map<string, number>>();

  refused(kind: string, reason: string) {
    const byReason = this.refusals.get(kind) ?? new Map<string, number>();
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
    this.refusals.set(kind, byReason);
  }

  record(kind: string, status: number, ms: number) {
    if (!this.latencies.has(kind)) this.latencies.set(kind, []);
    this.latencies.get(kind)!.push(ms);
    const byStatus = this.statuses.get(kind) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.statuses.set(kind, byStatus);
  }

  get operations() {
    let total = 0;
    for (const list of this.latencies.values()) total += list.length;
    return total;
  }

  /** One line per kind: count, p50, p99, max, answers by status. */
  table() {
    const rows = [...this.latencies.entries()].sort(([a], [b]) => a.localeCompare(b));
    const lines = [
      `${'operación'.padEnd(28)} ${'n'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'máx ms'.padStart(8)}  estados`,
    ];
    for (const [kind, list] of rows) {
      const sorted = [...list].sort((a, b) => a - b);
      const statuses = [...(this.statuses.get(kind) ?? new Map<number, number>()).entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status === 0 ? 'sin respuesta' : status}×${count}`)
        .join(' ');
      const reasons = [...(this.refusals.get(kind) ?? new Map<string, number>()).entries()]
        .map(([reason, count]) => `${reason}×${count}`)
        .join(' ');
      const fixed = (value: number) => value.toFixed(1).padStart(8);
      lines.push(
        `${kind.padEnd(28)} ${String(list.length).padStart(6)} ${fixed(percentile(sorted, 50))} ${fixed(percentile(sorted, 99))} ${fixed(sorted.at(-1) ?? 0)}  ${statuses}${reasons ? ` (${reasons})` : ''}`,
      );
    }
    return lines.join('\n');
  }

  /** Answers by status over every kind. */
  byStatus() {
    const totals = new Map<number, number>();
    for (const byStatus of this.statuses.values())
      for (const [status, count] of byStatus) totals.set(status, (totals.get(status) ?? 0) + count);
    return new Map([...totals.entries()].sort(([a], [b]) => a - b));
  }
}

export interface ClientOptions {
  base: string;
  stats: Stats;
  /** True while the crash test has the server down or just killed it: no answer is then expected. */
  crashing: () => boolean;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A caller with one token. `expected` lists the refusals the domain answers on purpose for this
 * call (409, 422); any other non-2xx is an error.
 */
export function client(options: ClientOptions, token: () => string | undefined) {
  return async (kind: string, method: Method, path: string, body?: unknown, expected: number[] = []): Promise<CallResult> => {
    const started = performance.now();
    let status = 0;
    let parsed: unknown = null;
    try {
      const bearer = token();
      const response = await fetch(`${options.base}${path}`, {
        method,
        headers: {
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      // The body too: a server killed while writing it has not answered.
      const text = await response.text();
      status = response.status;
      parsed = text ? (JSON.parse(text) as unknown) : null;
    } catch (error) {
      if (status !== 0) options.stats.errors.push(`${kind} ${method} ${path}: ${status} con un cuerpo que no es JSON`);
      else if (options.crashing()) options.stats.unansweredDuringCrash++;
      else options.stats.errors.push(`${kind} ${method} ${path}: sin respuesta (${String(error)})`);
      options.stats.record(kind, status, performance.now() - started);
      return { status, body: null };
    }
    options.stats.record(kind, status, performance.now() - started);
    const refused = expected.includes(status);
    if (refused) {
      const answer = parsed as { code?: string; errors?: Record<string, unknown> } | null;
      options.stats.refused(kind, `${status} ${answer?.code ?? Object.keys(answer?.errors ?? {})[0] ?? ''}`.trim());
    }
    if (status >= 300 && !refused)
      options.stats.errors.push(`${kind} ${method} ${path}: ${status} ${JSON.stringify(parsed).slice(0, 300)}`);
    return { status, body: parsed };
  };
}

export type Call = ReturnType<typeof client>;

/** Signs a user in (form body, as the web app does); the token. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/v1/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `auth[username]=${encodeURIComponent(username)}&auth[password]=${encodeURIComponent(password)}`,
  });
  const body = (await response.json()) as { jwt?: string; message?: string };
  if (!response.ok || !body.jwt) throw new Error(`no se pudo iniciar sesión como ${username}: ${response.status} ${body.message ?? ''}`);
  return body.jwt;
}
