// DESIGN §10: "any screen opened by URL usable within 1 s on localhost". The time from the start of
// the navigation (the page's own clock, performance.now()) until the screen's main content is drawn
// and nothing on screen still says it is loading (no Mantine loader, no role="status" in sight),
// with an empty HTTP cache and no throttling: what a person on the machine itself waits.
import type { Page } from 'puppeteer-core';

/** The page's clock when the screen is usable, else false (run in the page: a string, as the bench is typed without the DOM). */
const usableAt = (ready: string) => `(() => {
  const spinning = [...document.querySelectorAll('.mantine-Loader-root, [role="status"]')].some((el) => el.getClientRects().length > 0);
  return !spinning && document.querySelector(${JSON.stringify(ready)}) !== null ? performance.now() : false;
})()`;

/** Milliseconds from navigation to usable, for one cold load (`prepare` sets the session and empties the cache). */
export async function usableTime(page: Page, url: string, ready: string, prepare: () => Promise<void>): Promise<number> {
  await prepare();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const handle = await page.waitForFunction(usableAt(ready), { polling: 'raf', timeout: 30_000 });
  return Number(await handle.jsonValue());
}

/** The median of `runs` cold loads, and every run's figure. */
export async function medianUsableTime(runs: number, measure: () => Promise<number>) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await measure());
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN, times };
}
