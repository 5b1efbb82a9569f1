// The floor this stack allows (DESIGN §10): bare Fastify running, for each scenario, exactly the
// statements Tintero ran for it (captured from its pg client, capture.ts) with the same parameters,
// and returning their rows, with no auth, validation or presentation. Through a node-postgres pool
// on PostgreSQL; on PGlite (BENCH_BASELINE_PGLITE=<data dir>) through the very pool the server
// uses, node-postgres over PGlite in a worker thread (db/pglite-remote.ts), so both sides pay the
// same trip to the worker and the ratio compares the stacks, not two ways of calling PGlite.
// Statements captured inside a transaction are replayed in one that is rolled back, so writes
// (the operator's start and pause) can be repeated.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { PgliteThread, poolOverThread } from '@tintero/server/src/db/pglite-remote';
import type { CapturedQuery } from './capture';

const captured = JSON.parse(fs.readFileSync(process.env.BENCH_QUERIES!, 'utf8')) as Record<string, CapturedQuery[]>;
const isTransactionControl = (text: string) => /^\s*(begin|commit|rollback)\b/i.test(text);

const pgliteDir = process.env.BENCH_BASELINE_PGLITE;
const thread = pgliteDir ? new PgliteThread({ dataDir: path.join(pgliteDir, 'pglite') }) : undefined;
if (thread) await thread.ready;
const pool = thread ? poolOverThread(thread, () => undefined) : new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const close = async () => {
  await pool.end();
  await thread?.close();
};

const config = (query: CapturedQuery) => ({
  text: query.text,
  values: query.values,
  rowMode: query.rowMode as 'array' | undefined,
  name: query.name,
});

async function runner(queries: CapturedQuery[]): Promise<unknown[][]> {
  const statements = queries.filter((query) => !isTransactionControl(query.text));
  if (statements.length === queries.length) {
    const results = [];
    for (const query of statements) results.push((await pool.query(config(query))).rows);
    return results;
  }
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const results = [];
    for (const query of statements) results.push((await client.query(config(query))).rows);
    return results;
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

const app = Fastify();
app.get<{ Params: { name: string } }>('/replay/:name', async (request, reply) => {
  const queries = captured[request.params.name];
  if (!queries) return reply.status(404).send({ error: `no capture ${request.params.name}` });
  const results = await runner(queries);
  return reply.type('application/json').send(JSON.stringify(results));
});
// The plan of every read the scenario ran, as PostgreSQL (or PGlite) chose and timed it, under the
// settings the app ran it with: the statements before it in its transaction (the consolidated
// report's SET LOCAL work_mem and parallel workers) run first, are printed above the plan, and
// EXPLAIN's SETTINGS option lists every planner setting that differs from the default.
app.get<{ Params: { name: string } }>('/explain/:name', async (request, reply) => {
  const queries = captured[request.params.name];
  if (!queries) return reply.status(404).send({ error: `no capture ${request.params.name}` });
  const isRead = (query: CapturedQuery) => /^\s*(select|with)\b/i.test(query.text);
  const isSetting = (query: CapturedQuery) => /^\s*set\b/i.test(query.text);
  const statements = queries.filter((query) => !isTransactionControl(query.text));
  // Mapped over every captured statement, BEGIN and COMMIT kept: the runner opens the transaction
  // only when it sees them, and without it each SET LOCAL ran alone and was lost (issue 23: the
  // consolidated report's plan was published without its work_mem).
  const explained = queries.map((query) =>
    isRead(query) ? { text: `EXPLAIN (ANALYZE, BUFFERS, SETTINGS) ${query.text}`, values: query.values } : query,
  );
  const inTransaction = statements.length !== queries.length;
  const results = await runner(explained);
  const plans = statements.flatMap((query, index) => {
    if (!isRead(query)) return [];
    const settings = inTransaction
      ? statements
          .slice(0, index)
          .filter(isSetting)
          .map((set) => `${set.text.trim()};\n`)
      : [];
    const plan = (results[index] as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');
    return [`${settings.join('')}${query.text}\n\n${plan}`];
  });
  return reply.type('text/plain').send(plans.join('\n\n'));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(close)
      .then(() => process.exit(0)),
);
