import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { supplySpreadsheetHeaders } from '@tintero/domain';
import { withAdministrator } from './helpers';

/**
 * The supplies spreadsheet at the size of DESIGN §10 (50 000 rows), over real HTTP: it leaves
 * as a chunked stream (no Content-Length: nothing waited for the whole file) and holds every row.
 * How fast and how much memory is for `npm run bench`, not for a test.
 */
const session = withAdministrator();
const ROWS = 50_000;

beforeAll(async () => {
  await session.app.db.execute(sql`
    INSERT INTO supplies (name, quantity, unit_value, stock_minimum, type_supply, status)
    SELECT 'Insumo ' || lpad(n::text, 5, '0'), n % 1000, (n % 97) + 0.25, 1, 'paper', CASE WHEN n % 10 = 0 THEN 0 ELSE 1 END
    FROM generate_series(1, ${ROWS}) AS n`);
  await session.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);

function download(path: string): Promise<{ headers: http.IncomingHttpHeaders; chunks: number; body: Buffer }> {
  const { port } = session.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${session.admin}` } }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (chunk: Buffer) => parts.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, chunks: parts.length, body: Buffer.concat(parts) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('exporting 50 000 supplies', () => {
  it('streams every row with its headers', async () => {
    const { headers, chunks, body } = await download('/v1/supplies/export_to_excel');
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
    expect(chunks).toBeGreaterThan(1);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Insumos')!;
    expect(sheet.actualRowCount).toBe(ROWS + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(Object.values(supplySpreadsheetHeaders));
    // Sorted by name across batch boundaries, nothing repeated or skipped.
    const names = new Set<string>();
    let previous = '';
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const name = String(row.getCell(2).value);
      expect(name > previous).toBe(true);
      previous = name;
      names.add(name);
    });
    expect(names.size).toBe(ROWS);
    expect((sheet.getRow(1001).values as unknown[]).slice(2, 10)).toEqual([
      'Insumo 01000',
      0,
      'Unidad',
      30.25,
      0,
      1,
      'Papel',
      'Deshabilitado',
    ]);
  }, 120_000);
});
