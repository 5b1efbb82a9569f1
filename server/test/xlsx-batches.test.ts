import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSpreadsheetHeaders } from '@tintero/domain';
import { entriesAfter } from '../src/modules/kardex/queries';
import { suppliesAfter } from '../src/modules/supplies/excel';
import { streamTable, workbookWriterPieces } from '../src/lib/table-stream';
import { createTestApp, type TestContext } from './helpers';

/**
 * The exports read a keyset batch at a time, each batch starting after the last row written
 * (lib/table-stream.ts). Rows whose sort key ties must neither repeat nor vanish where a batch
 * ends: supplies whose names differ only by accents share their `name_order`, and ledger entries
 * written in one transaction share their `made_on`. Batches of 4 put boundaries inside the ties.
 */
type SupplyRow = Awaited<ReturnType<typeof suppliesAfter>>[number];
type EntryRow = Awaited<ReturnType<typeof entriesAfter>>[number];

let ctx: TestContext;
const TIME_ZONE = 'America/Bogota';
const BATCH = 4;

beforeAll(async () => {
  ctx = await createTestApp();
  // 'Ácido 07', 'acido 07' and 'acidó 07' sort as one key ('acido 07'), by id among themselves.
  await ctx.app.db.execute(sql`
    INSERT INTO supplies (name, quantity, unit_value, stock_minimum, status)
    SELECT spelling || ' ' || lpad(n::text, 2, '0'), n, 1, 0, 1
    FROM generate_series(1, 9) AS n, unnest(ARRAY['Ácido', 'acido', 'acidó']) AS spelling
    ORDER BY random()`);
  // 30 entries at one instant, 10 at another: ties across several batches.
  await ctx.app.db.execute(sql`
    INSERT INTO kardex_entries (supply_id, kind, quantity, unit_value, total, balance, average_cost, source_type, source_id, made_on)
    SELECT (SELECT min(id) FROM supplies), 'input', 1, 1, 1, n, 1, 'Supply', n,
           CASE WHEN n <= 30 THEN timestamptz '2026-03-10 15:00:00+00' ELSE timestamptz '2026-03-11 15:00:00+00' END
    FROM generate_series(1, 40) AS n`);
}, 60_000);
afterAll(() => ctx.close());

/** The sheet's rows (headers left out) as arrays of cell values, from a streamed workbook. */
async function rowsOf(stream: PassThrough) {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row, number) => {
    if (number > 1) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('spreadsheets read in keyset batches', () => {
  it('write supplies whose names tie, in name then id order, each once', async () => {
    const options = { timeZone: TIME_ZONE };
    const stream = await streamTable<SupplyRow>(
      {
        sheetName: 'Insumos',
        headers: { id: 'Id', name: 'Nombre' },
        widths: {},
        readAfter: (last, limit) => suppliesAfter(ctx.app.db, options, last, limit),
      },
      'xlsx',
      BATCH,
    );
    const rows = await rowsOf(stream);
    const result = await ctx.app.db.execute(sql`SELECT id, name FROM supplies ORDER BY name_order COLLATE "C", id`);
    const expected = (result as unknown as { rows: { id: number; name: string }[] }).rows.map(({ id, name }) => [id, name]);
    expect(rows).toHaveLength(27);
    expect(rows).toEqual(expected);
  });

  it('write ledger entries that share their instant newest first, by id among them, each once', async () => {
    const range = { from_date: '2026-03-01', to_date: '2026-03-31' };
    const stream = await streamTable<EntryRow>(
      {
        sheetName: 'Historial',
        headers: { id: 'Id', balance: ledgerSpreadsheetHeaders.balance },
        widths: {},
        readAfter: (last, limit) => entriesAfter(ctx.app.db, range, TIME_ZONE, last, limit),
      },
      'xlsx',
      BATCH,
    );
    const ids = (await rowsOf(stream)).map(([id]) => id as number);
    expect(ids).toHaveLength(40);
    // Inserted in balance order 1..40, so ids follow it: the later instant's 10 first, then the 30.
    const sorted = [...ids].sort((a, b) => b - a);
    expect(ids).toEqual(sorted);
  });
});

/**
 * ExcelJS's streaming writer loads a piece per turn of the event loop (lib/table-stream.ts,
 * issue 23 item 3). Every piece must resolve to a file of the installed packages, or after an
 * upgrade the writer's own require would load it all in one go again, unnoticed.
 */
describe('the workbook writer pieces', () => {
  it("each resolves, once, and the writer is ExcelJS's own", () => {
    const { files, requireWriter } = workbookWriterPieces();
    expect(files.every((file) => file?.includes('node_modules'))).toBe(true);
    expect(new Set(files).size).toBe(files.length);
    expect(requireWriter()).toBe(ExcelJS.stream.xlsx.WorkbookWriter);
  });
});
