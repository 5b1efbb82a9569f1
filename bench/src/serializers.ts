/**
 * `npm run bench:serializers -w @tintero/bench`: what writing an answer costs, without a database
 * or a load generator (whose figures swing with whatever else the machine runs). The month list
 * (1 000 orders) and one supply's kardex (500 entries) are serialized, interleaved, by
 * `JSON.stringify` (no declared answer), by zod checking then `JSON.stringify` (what
 * fastify-type-provider-zod's serializer does), and by the compiled fast-json-stringify the server
 * uses (plugins/responses.ts).
 */
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consolidatedKardexRowResponseSchema, kardexEntryResponseSchema, productionOrderListRowResponseSchema } from '@tintero/domain';
import { fastSerializer } from '@tintero/server/src/plugins/responses';

const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
const monthList = Array.from({ length: 1000 }, (_, i) => ({
  id: i + 1,
  contract_number: String(20000 + i),
  reference: `Referencia ${i}`,
  client: `Cliente ${i % 400}`,
  quantity: 100 + i,
  supplies_cost: i * 10.5,
  leftovers_value: i % 30,
  labor_cost: i * 7.25,
  machinery_cost: i % 300,
  cost_work_third_party: i % 50,
  created_at: at(i),
  status: 'developing',
  delivery_day: '2026-12-15',
  contract_value: (100 + i) * 150.5,
  actual_amount: i % 4 === 2 ? 90 + i : null,
  unit_real_cost: i % 4 === 2 ? 12.345678 : 0,
}));
const kardex = Array.from({ length: 500 }, (_, i) => ({
  id: i + 1,
  supply_id: 1000,
  supply_name: 'Insumo 1000',
  unit_of_measurement: 'Unidad',
  production_order_id: null,
  reference: null,
  kind: i % 3 === 0 ? 'output' : 'input',
  quantity: 10,
  input: i % 3 === 0 ? 0 : 10,
  output: i % 3 === 0 ? 10 : 0,
  unit_value: 1000,
  total: 10000,
  balance: 10 * i,
  average_cost: 1000,
  source_type: i % 3 === 0 ? 'SupplyUsed' : 'PurchaseDetail',
  source_id: i,
  made_on: at(i),
  date: at(i),
  created_by: null,
}));
const consolidated = Array.from({ length: 2000 }, (_, i) => ({
  supply_id: i + 1,
  supply_name: `Insumo ${i}`,
  type_supply: 'paper',
  type_supply_name: 'Papel',
  unit_of_measurement: 'Unidad',
  status: 1,
  input: 3340,
  output: 1660,
  balance: 1680,
  unit_value: 1000,
  total: 1680000,
  current_quantity: 1680,
}));

type Serialize = (payload: unknown) => string;
function serializers(schema: z.ZodType): Record<string, Serialize> {
  return {
    'JSON.stringify': (payload) => JSON.stringify(payload),
    'zod check + JSON.stringify': serializerCompiler({ schema, method: 'GET', url: '/bench' }) as Serialize,
    'fast-json-stringify (compiled)': fastSerializer(schema),
  };
}

function measure(name: string, schema: z.ZodType, payload: unknown, rounds = 30, perRound = 20) {
  const candidates = Object.entries(serializers(schema));
  const times = new Map<string, number[]>(candidates.map(([label]) => [label, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [label, serialize] of candidates) {
      const started = performance.now();
      for (let i = 0; i < perRound; i++) serialize(payload);
      times.get(label)!.push((performance.now() - started) / perRound);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const base = median(times.get('JSON.stringify')!);
  console.log(`\n${name}`);
  console.table(
    candidates.map(([label]) => ({
      serializer: label,
      'ms per answer': median(times.get(label)!).toFixed(3),
      'vs JSON.stringify': (median(times.get(label)!) / base).toFixed(2),
    })),
  );
}

measure('GET /v1/production_orders (month, 1 000 orders)', z.array(productionOrderListRowResponseSchema), monthList);
measure('GET /v1/kardexes (one supply, 500 entries)', z.array(kardexEntryResponseSchema), kardex);
measure('GET /v1/kardexes/consolidated (2 000 supplies)', z.array(consolidatedKardexRowResponseSchema), consolidated);
