import { runShift, type ShiftReport } from './run-shift';
import type { DatabaseKind } from './server-process';

/**
 * `npm run loadtest` (a whole shift under load) and `npm run loadtest -- --crash` (the same mix
 * with the server killed by SIGKILL and restarted at once). README "Load and crash tests" lists
 * the settings. Exits 1 on any error answer or broken invariant.
 */

const flags = new Map(
  process.argv.slice(2).map((argument) => {
    const [key, value] = argument.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'] as const;
  }),
);
const setting = (flag: string, variable: string, fallback: number) => Number(flags.get(flag) ?? process.env[variable] ?? fallback);

const crash = flags.has('crash');
const ci = flags.has('ci');
const databases = (flags.get('databases') ?? process.env.LOADTEST_DATABASES ?? 'postgres,pglite').split(',') as DatabaseKind[];
const seconds = setting('seconds', 'LOADTEST_SECONDS', ci ? (crash ? 20 : 30) : crash ? 60 : 180);
// PGlite runs one connection: its shift is shorter (PostgreSQL is the production database).
const pgliteSeconds = setting('pglite-seconds', 'LOADTEST_PGLITE_SECONDS', ci ? 15 : crash ? seconds : Math.round(seconds / 3));
const crashes = crash ? setting('crashes', 'LOADTEST_CRASHES', ci ? 3 : 8) : 0;
const seed = setting('seed', 'LOADTEST_SEED', Date.now() % 1_000_000);
const size = {
  operators: setting('operators', 'LOADTEST_OPERATORS', 40),
  administrators: setting('administrators', 'LOADTEST_ADMINISTRATORS', 3),
  supplies: setting('supplies', 'LOADTEST_SUPPLIES', 12),
  orders: setting('orders', 'LOADTEST_ORDERS', 20),
  assignmentsPerOperator: 12,
  workersPerActivity: 3,
};
const port = setting('port', 'LOADTEST_PORT', 3297);
const processes = setting('processes', 'LOADTEST_PROCESSES', 1);

function print(report: ShiftReport) {
  const { stats } = report;
  const statuses = [...stats.byStatus().entries()]
    .map(([status, count]) => `${status === 0 ? 'sin respuesta' : status}: ${count}`)
    .join(', ');
  const processCount = report.kind === 'postgres' && processes > 1 ? `, ${processes} procesos` : '';
  console.log(`\n== ${report.kind}${processCount}, ${report.seconds} s${crash ? `, ${report.crashes.length} caídas (SIGKILL)` : ''} ==`);
  console.log(stats.table());
  console.log(`operaciones: ${stats.operations} (${(stats.operations / report.seconds).toFixed(1)}/s); respuestas: ${statuses}`);
  console.log(
    `escrituras confirmadas comprobadas: ${report.acknowledgedWrites}; sin respuesta (por las caídas): ${report.uncertainWrites}`,
  );
  if (report.deadlocks !== undefined)
    console.log(`interbloqueos que PostgreSQL detectó (reintentados por el servidor): ${report.deadlocks}`);
  for (const { at, restartMs } of report.crashes)
    console.log(`  caída a los ${at.toFixed(1)} s, de nuevo en servicio en ${(restartMs / 1000).toFixed(1)} s`);
  for (const check of report.checks)
    console.log(
      `${check.violations.length === 0 ? 'ok ' : 'MAL'} ${check.name}: ${check.checked} revisados, ${check.violations.length} fallos`,
    );
  const failures = [
    ...stats.errors.map((error) => `error: ${error}`),
    ...report.checks.flatMap((check) => check.violations.map((violation) => `invariante: ${violation}`)),
    ...report.serverErrors.map((line) => `registro del servidor: ${line}`),
  ];
  for (const failure of failures.slice(0, 40)) console.log(`  ${failure}`);
  if (failures.length > 40) console.log(`  … y ${failures.length - 40} más`);
  return failures.length;
}

let failures = 0;
console.log(
  `${crash ? 'Prueba de caídas' : 'Prueba de carga'}: ${size.operators} operarios, ${size.administrators} administradores, semilla ${seed} (LOADTEST_SEED)`,
);
for (const kind of databases) {
  try {
    const report = await runShift(
      { kind, seconds: kind === 'pglite' ? pgliteSeconds : seconds, size, seed, port, crashes, processes },
      (line) => console.log(line),
    );
    failures += print(report);
  } catch (error) {
    failures++;
    console.error(
      `\n== ${kind}: la prueba no pudo terminar ==\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}
console.log(failures === 0 ? '\nSin errores ni invariantes rotas.' : `\n${failures} fallos.`);
process.exit(failures === 0 ? 0 : 1);
