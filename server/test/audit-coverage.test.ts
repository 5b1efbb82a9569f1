import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RECORD_TYPES } from '@tintero/domain';
import { createTestApp, type TestContext } from './helpers';

/**
 * The audit trail is written by row triggers with the actor `inTransaction` sets (docs/decisions/020).
 * That holds only while every audited table has its trigger and no service writes outside a
 * transaction; these checks fail when a change breaks either.
 */

const SOURCE = fileURLToPath(new URL('../src', import.meta.url));
/** Writes the trail itself, on purpose outside any transaction a refused sign-in rolls back. */
const ALLOWED = new Set(['modules/auth/sign-in-events.ts']);

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(entry.name.endsWith('.ts') ? [full] : []);
    }),
  );
  return nested.flat();
}

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context?.close();
});

describe('the audit trail covers every change', () => {
  it('every audited record type has its row trigger', async () => {
    const result = await context.app.db.execute(sql`
      SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_proc p ON p.oid = t.tgfoid WHERE p.proname = 'audit_row' AND NOT t.tgisinternal`);
    const { rows } = result as unknown as { rows: { table: string }[] };
    expect(rows.map((row) => row.table).sort()).toEqual([...AUDIT_RECORD_TYPES].sort());
  });

  it('no service writes through the database handle outside a transaction (which carries the actor)', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(path.join(SOURCE, 'modules'))) {
      const relative = path.relative(SOURCE, file);
      if (ALLOWED.has(relative)) continue;
      const text = await readFile(file, 'utf8');
      const direct = /\b(?:app\.)?db\s*\.\s*(?:insert|update|delete)\s*\(/.test(text);
      const raw = /\bdb\s*\.\s*execute\s*\(\s*sql`\s*(?:INSERT|UPDATE|DELETE)\b/i.test(text);
      if (direct || raw) offenders.push(relative);
    }
    expect(offenders, 'write inside inTransaction(db, (tx) => ...) instead').toEqual([]);
  });
});
