import { describe, expect, it, vi } from 'vitest';
import type { ProductionOrderPrintTableDefinition } from '../../lib/production-order-extensions';
import { ApiError } from '../../lib/api-client';
import { loadPrintTables } from './components/print-tables';

const Component = () => null;
const heading = (value: string): ProductionOrderPrintTableDefinition => ({ value, load: async () => Component });
const table = (value: string, fetch: () => Promise<unknown>): ProductionOrderPrintTableDefinition => ({
  value,
  fetch,
  load: async () => Component,
});
const rows = async () => ['row'];
const nothing = async () => null;

async function printed(tables: ProductionOrderPrintTableDefinition[]) {
  return (await loadPrintTables(7, tables, new AbortController().signal)).map((loaded) => loaded.value);
}

describe('print tables', () => {
  it('leaves out a table with nothing to print, or answering 404, and logs any other failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notFound = async () => {
      throw new ApiError(404, { message: 'No existe.' });
    };
    const broken = async () => {
      throw new Error('red caída');
    };
    expect(await printed([table('a', rows), table('b', nothing), table('c', notFound), table('d', broken)])).toEqual(['a']);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('prints a heading only when a table follows it before the next heading', async () => {
    const tables = [table('pre', rows), heading('finisheds'), table('plasticized', nothing), table('emboss', nothing)];
    expect(await printed(tables)).toEqual(['pre']);
    tables[3] = table('emboss', rows);
    expect(await printed(tables)).toEqual(['pre', 'finisheds', 'emboss']);
    expect(await printed([heading('one'), heading('two'), table('x', rows), heading('three')])).toEqual(['two', 'x']);
  });
});
