// What bench/src/lighthouse.ts needs besides driving the browser: the throttling profiles it runs
// under and, from a Lighthouse result, the figures and the causes worth printing (what the largest
// paint was, what shifted, what blocked the first render, which scripts ran longest or went unused).
import type { Flags, Result } from 'lighthouse';

/**
 * The network and CPU each profile simulates (Lighthouse's "simulate" method: one observed load,
 * replayed by its model under these conditions). `tablet-wifi` is the profile DESIGN §10's budget is
 * judged on (docs/decisions/022): a mobile-class CPU (Lighthouse's own mobile ×4) on a workshop's
 * Wi-Fi (40 ms round trip, 10 Mbit/s: Lighthouse's desktop network, far below a LAN's real figures).
 * `mobile` is Lighthouse's default phone on a slow 4G (150 ms, 1.6 Mbit/s, CPU ×4), kept for reference.
 */
export const throttlingProfiles = {
  'tablet-wifi': { throttlingMethod: 'simulate', throttling: { rttMs: 40, throughputKbps: 10 * 1024, cpuSlowdownMultiplier: 4 } },
  mobile: { throttlingMethod: 'simulate' },
  desktop: { throttlingMethod: 'simulate', throttling: { rttMs: 40, throughputKbps: 10 * 1024, cpuSlowdownMultiplier: 1 } },
  none: { throttlingMethod: 'provided' },
} satisfies Record<string, Flags>;

export type ThrottlingProfile = keyof typeof throttlingProfiles;

/**
 * The device each profile emulates (LH_PROFILE). `tablet` (the default): a 10" tablet held upright,
 * 800×1280 CSS pixels at 2×, with LH_THROTTLING (`tablet-wifi` unless set). `mobile`: Lighthouse's
 * default mobile configuration untouched, so its figures compare with any published Lighthouse run:
 * its phone's screen (412×823 at 1.75) and, unless LH_THROTTLING says otherwise, its slow 4G and
 * CPU ×4 (DESIGN §10 asks ≥ 90 on it too).
 */
export const deviceProfiles = {
  tablet: { screenEmulation: { mobile: true, width: 800, height: 1280, deviceScaleFactor: 2, disabled: false }, throttling: 'tablet-wifi' },
  mobile: { screenEmulation: undefined, throttling: 'mobile' },
} satisfies Record<string, { screenEmulation: Flags['screenEmulation']; throttling: ThrottlingProfile }>;

export type DeviceProfile = keyof typeof deviceProfiles;

export const isDeviceProfile = (name: string): name is DeviceProfile => Object.hasOwn(deviceProfiles, name);

export const isThrottlingProfile = (name: string): name is ThrottlingProfile => Object.hasOwn(throttlingProfiles, name);

export interface Scores {
  performance: number;
  accessibility: number;
  metrics: { fcpMs?: number; lcpMs?: number; tbtMs?: number; cls?: number; speedIndexMs?: number; domElements?: number };
  /** The host's CPU as Lighthouse rated it (higher is faster): a loaded machine scores lower. */
  benchmarkIndex?: number;
}

export interface Findings {
  lcpElement?: string;
  layoutShifts: string[];
  renderBlocking: string[];
  bootup: string[];
  unusedJavaScript: string[];
  accessibilityFailures: { id: string; title: string; items: string[] }[];
}

type Item = Record<string, unknown> & { node?: { snippet?: string; explanation?: string } };
const itemsOf = (lhr: Result, id: string): Item[] => ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
const fileOf = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : String(url));
const ms = (value: unknown) => `${Math.round(Number(value ?? 0))} ms`;
const kB = (value: unknown) => `${(Number(value ?? 0) / 1000).toFixed(1)} kB`;

export function scoresOf(lhr: Result): Scores {
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
      domElements: numeric('dom-size'),
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

export function findingsOf(lhr: Result): Findings {
  // LCP's element sits in the first of the audit's tables (the second splits its time into phases).
  const lcpTable = itemsOf(lhr, 'largest-contentful-paint-element')[0] as { items?: Item[] } | undefined;
  const accessibility = lhr.categories.accessibility;
  return {
    lcpElement: lcpTable?.items?.[0]?.node?.snippet,
    layoutShifts: itemsOf(lhr, 'layout-shifts').map((item) => `${Number(item.score ?? 0).toFixed(3)} ${item.node?.snippet ?? ''}`.trim()),
    renderBlocking: itemsOf(lhr, 'render-blocking-resources').map((item) => `${fileOf(item.url)} (${ms(item.wastedMs)})`),
    bootup: itemsOf(lhr, 'bootup-time')
      .slice(0, 5)
      .map((item) => `${fileOf(item.url)} (script ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)})`),
    unusedJavaScript: itemsOf(lhr, 'unused-javascript').map(
      (item) => `${fileOf(item.url)} (${kB(item.wastedBytes)} of ${kB(item.totalBytes)} unused)`,
    ),
    accessibilityFailures: (accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id]!)
      .filter((result) => result.score !== null && result.score < 1 && result.scoreDisplayMode === 'binary')
      .map((result) => ({
        id: result.id,
        title: result.title,
        items: itemsOf(lhr, result.id)
          .slice(0, 5)
          .map((item) => `${item.node?.snippet ?? ''} ${item.node?.explanation?.split('\n')[0] ?? ''}`.trim()),
      })),
  };
}

/** The run of median performance (its own figures, not a mix of several runs'). */
export function medianRun<T extends { scores: Scores }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
