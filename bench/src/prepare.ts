/**
 * `npm run bench:prepare -w @tintero/bench`: generates (or finds) the data sets `npm run bench`
 * would use and keeps them, so the long generation can run ahead of the measurements (and under
 * its own lock on a shared machine). Same variables as the bench: BENCH_DATABASES, BENCH_YEARS,
 * BENCH_SIZE, BENCH_REGENERATE; PostgreSQL sets are kept as with BENCH_KEEP=1.
 */
import { openDataSet, type DatabaseKind } from './datasets';
import { parseSize, SIZES, sizeLabel } from './generate';

process.env.BENCH_KEEP = '1';
const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',').map((name) => name.trim()) as DatabaseKind[];
const shape = parseSize(process.env.BENCH_SIZE ?? '', SIZES.fiveYears);
const years = (process.env.BENCH_YEARS ?? '1,5').split(',').map(Number);

for (const kind of databases) {
  for (const size of years.map((value) => ({ ...shape, years: value }))) {
    const started = performance.now();
    const dataSet = await openDataSet(kind, size);
    console.log(`${kind} ${sizeLabel(size)}: ${((performance.now() - started) / 1000).toFixed(0)} s (${dataSet.location})`);
  }
}
