/**
 * `npm run bench:readme -w @tintero/bench`: copies the last run (results/latest.json and
 * plans-<database>.md) into bench/README.md, between its `<!-- figures -->` and `<!-- plans -->`
 * markers: the machine and commit of each database's run, the table, and the plan of every heavy
 * read (long literals, such as lists of 1 000 ids, cut). What the figures mean stays written by hand.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const readmeFile = here('../README.md');
const results = JSON.parse(fs.readFileSync(here('../results/latest.json'), 'utf8')) as {
  runs: Record<
    string,
    { date: string; seconds: number; sizes: { years: number; operators: number; supplies: number }[]; machine: Record<string, unknown> }
  >;
};
const LONGEST_LINE = 220;

const runLine = ([kind, run]: [string, (typeof results.runs)[string]]) => {
  const m = run.machine;
  const sizes = run.sizes.map((size) => `${size.years} y`).join(' and ');
  return (
    `- ${kind}: ${run.date.slice(0, 16)} UTC, commit \`${String(m.commit)}\`, ${String(m.nproc)} cores (${String(m.cpu)}), ` +
    `${String(m.ramGb)} GB RAM, PostgreSQL ${String(m.postgres)}, Node ${String(m.node)}, load average ` +
    `${(m.loadAverage as number[]).join(', ')} at the end; sizes ${sizes} / ${run.sizes[0]?.operators} operators / ` +
    `${run.sizes[0]?.supplies} supplies; BENCH_SECONDS=${run.seconds}`
  );
};

const cut = (line: string) => (line.length > LONGEST_LINE ? `${line.slice(0, LONGEST_LINE)} …` : line);

/** Lines kept of each scenario's plans (the supplies export alone runs 51 keyset batches of one shape). */
const LINES_PER_SCENARIO = 90;

function plansOf(kind: string) {
  const file = here(`../results/plans-${kind}.md`);
  if (!fs.existsSync(file)) return '';
  const sections = fs.readFileSync(file, 'utf8').split(/^### /m).slice(1); // before the first: its own title
  const body = sections.map((section) => {
    const lines = section.trimEnd().split('\n').map(cut);
    if (lines.length <= LINES_PER_SCENARIO) return `#### ${lines.join('\n')}`;
    const more = lines.length - LINES_PER_SCENARIO;
    return `#### ${lines.slice(0, LINES_PER_SCENARIO).join('\n')}\n… ${more} more lines in results/plans-${kind}.md\n\`\`\``;
  });
  return `<details><summary>EXPLAIN ANALYZE on ${kind} (whole in <code>results/plans-${kind}.md</code>)</summary>\n\n${body.join('\n\n')}\n\n</details>`;
}

/** Replaces what lies between the line opening with `<!-- marker` and `<!-- /marker -->`. */
function replaceBetween(text: string, marker: string, content: string) {
  const start = text.indexOf(`<!-- ${marker}`);
  const afterOpen = text.indexOf('\n', start);
  const end = text.indexOf(`<!-- /${marker} -->`);
  if (start < 0 || end < afterOpen) throw new Error(`README.md: faltan las marcas <!-- ${marker} --> … <!-- /${marker} -->`);
  return `${text.slice(0, afterOpen)}\n${content}\n${text.slice(end)}`;
}

let readme = fs.readFileSync(readmeFile, 'utf8');
readme = replaceBetween(
  readme,
  'figures',
  `${Object.entries(results.runs).map(runLine).join('\n')}\n\n${fs.readFileSync(here('../results/latest.md'), 'utf8').trim()}`,
);
readme = replaceBetween(readme, 'plans', ['postgres', 'pglite'].map(plansOf).filter(Boolean).join('\n\n'));
fs.writeFileSync(readmeFile, readme);
console.log('bench/README.md: cifras y planes copiados de results/');
