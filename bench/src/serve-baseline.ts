// The floor this stack allows (DESIGN §10): bare Fastify running, for each scenario, exactly the
// statements Tintero ran for it (captured from its pg client, capture.ts) with the same parameters,
// and returning their rows, with no auth, validation or presentation. On PostgreSQL through a
// node-postgres pool; on PGlite (BENCH_BASELINE_PGLITE=<data dir>) with PGlite in this process.
// Statements captured inside a transaction are replayed in one that is rolled back, so writes
// (the operator's start and pause) can be repeated.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import type { CapturedQuery } from './capture';

const captured = JSON.parse(fs.readFileSync(process.env.BENCH_QUERIES!, 'utf8')) as Record<string, CapturedQuery[]>;
const isTransactionControl = (text: string) => /^\s*(begin|commit|rollback)\b/i.test(text);

type Runner = (queries: CapturedQuery[]) => Promise<unknown[][]>;
let runner: Runner;
let close: () => Promise<void>;

const pgliteDir = process.env.BENCH_BASELINE_PGLITE;
if (pgliteDir) {
  const db = new PGlite(path.join(pgliteDir, 'pglite'));
  const rows = (result: { rows: unknown[] }) => result.rows;
  runner = async (queries) => {
    const statements = queries.filter((query) => !isTransactionControl(query.text));
    if (statements.length === queries.length) {
      const results = [];
      for (const query of statements)
        results.push(rows(await db.query(query.text, query.values, { rowMode: query.rowMode === 'array' ? 'array' : 'object' })));
      return results;
    }
    return db.transaction(async (tx) => {
      const results = [];
      for (const query of statements)
        results.push(rows(await tx.query(query.text, query.values, { rowMode: query.rowMode === 'array' ? 'array' : 'object' })));
      await tx.rollback();
      return results;
    });
  };
  close = () => db.close();
} else {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const config = (query: CapturedQuery) => ({
    text: query.text,
    values: query.values,
    rowMode: query.rowMode as 'array' | undefined,
    name: query.name,
  });
  runner = async (queries) => {
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
  };
  close = () => pool.end();
}

const app = Fastify();
app.get<{ Params: { name: string } }>('/replay/:name', async (request, reply) => {
  const queries = captured[request.params.name];
  if (!queries) return reply.status(404).send({ error: `no capture ${request.params.name}` });
  const results = await runner(queries);
  // PGlite reads int8 as BigInt, which JSON has no form for: as text, as node-postgres gives it.
  return reply
    .type('application/json')
    .send(JSON.stringify(results, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)));
});
// The plan of every read the scenario ran, as PostgreSQL (or PGlite) chose and timed it.
app.get<{ Params: { name: string } }>('/explain/:name', async (request, reply) => {
  const queries = captured[request.params.name];
  if (!queries) return reply.status(404).send({ error: `no capture ${request.params.name}` });
  const isRead = (query: CapturedQuery) => /^\s*(select|with)\b/i.test(query.text);
  const statements = queries.filter((query) => !isTransactionControl(query.text));
  const explained = statements.map((query) =>
    isRead(query) ? { text: `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, values: query.values } : query,
  );
  const results = await runner(explained);
  const plans = statements.flatMap((query, index) =>
    isRead(query)
      ? [`${query.text}\n\n${(results[index] as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n')}`]
      : [],
  );
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
