// The budget of DESIGN §10: the JavaScript a browser downloads before any screen (index.html's
// module script and the chunks it modulepreloads) is at most 170 kB gzip (issue 23; it was 200).
// Run after `vite build` (`npm run check:size -w @tintero/web`; .ci/run does after the end-to-end
// step's build); prints the
// figures and exits 1 above the budget. Lazy route chunks are not counted: they load with their
// screen. WEB_DIST measures another build folder.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170_000;
const dist = process.env.WEB_DIST ? pathToFileURL(`${path.resolve(process.env.WEB_DIST)}/`) : new URL('../dist/', import.meta.url);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const indexFile = new URL('index.html', dist);
if (!existsSync(indexFile)) {
  console.error(`check-size: ${indexFile.pathname} is missing; run \`vite build\` first.`);
  process.exit(1);
}
const html = readFileSync(indexFile, 'utf8');

/** The attributes of every `<tag ...>` in the page. */
const tags = (name) =>
  [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map(([, attributes]) =>
    Object.fromEntries([...attributes.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [key, value ?? ''])),
  );

const scripts = tags('script')
  .filter((a) => a.type === 'module' && a.src)
  .map((a) => a.src);
const preloads = tags('link')
  .filter((a) => a.rel === 'modulepreload' && a.href)
  .map((a) => a.href);
// Linked, or preloaded and applied by the app before its first render (vite.config.ts: they do not block the first paint).
const styles = tags('link')
  .filter((a) => (a.rel === 'stylesheet' || (a.rel === 'preload' && a.as === 'style')) && a.href)
  .map((a) => a.href);

const measure = (href) => {
  const content = readFileSync(new URL(`.${new URL(href, 'http://local/').pathname}`, dist));
  return { file: href, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
};

const initialJs = [...new Set([...scripts, ...preloads])].map(measure);
const initialCss = styles.map(measure);
const total = initialJs.reduce((sum, file) => sum + file.gzip, 0);

console.log('Initial JavaScript (index.html: module script + modulepreload), gzip level 9:');
for (const file of initialJs) console.log(`  ${file.file.padEnd(44)} ${kB(file.raw).padStart(10)} raw ${kB(file.gzip).padStart(10)} gzip`);
for (const file of initialCss)
  console.log(`  ${file.file.padEnd(44)} ${kB(file.raw).padStart(10)} raw ${kB(file.gzip).padStart(10)} gzip (CSS, not counted)`);
console.log(`Initial JavaScript: ${kB(total)} gzip in ${initialJs.length} files (budget ${kB(BUDGET_BYTES)})`);

if (scripts.length === 0) {
  console.error('check-size: index.html has no module script: nothing was measured.');
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error(`check-size: the initial JavaScript is over budget by ${kB(total - BUDGET_BYTES)} (DESIGN §10).`);
  process.exit(1);
}
