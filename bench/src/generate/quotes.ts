import { activityDefinition, exampleActivityValues, type AnyActivityDefinition, type Role } from '@tintero/domain';
import type { Database } from '@tintero/server/src/db/client';
import { convertQuote } from '@tintero/server/src/modules/quotes/conversion';
import { addActivity, addExternalService, addSupply, updateActivity, updateSupply } from '@tintero/server/src/modules/quotes/planned-work';
import type { QuoteContext } from '@tintero/server/src/modules/quotes/queries';
import { addOption, createQuote, updateOption, updateQuote } from '@tintero/server/src/modules/quotes/service';
import { updateSettings } from '@tintero/server/src/modules/settings/service';
import { quote as literal, run } from './sql';

/**
 * `npm run seed:demo`'s season of quotes (DESIGN §12.1, docs/decisions/041): two sellers
 * (`vendedor<id>`, the bench password) and, over the last three months, quotes of 1 000 and 5 000
 * units with an impression and a die cut timed by the rules, paper and a die maker: won and converted
 * into orders, won and waiting on the administrators' Home, lost, expired, sent and drafts. Written
 * through the server's own services (each one transaction, each change in the audit trail), on the
 * dates they would have been made, so the prices, statuses and orders are the server's own.
 */
const CLIENTS = ['Cartones del Sur', 'Empaques Andinos', 'Dulces La Sabana', 'Laboratorios Vida', 'Café Altura', 'Editorial Nogal'];
const PRODUCTS = ['Caja plegadiza', 'Estuche', 'Etiqueta autoadhesiva', 'Plegable', 'Bolsa de papel'];
/** What each quote of the season becomes, in turn. */
const FATES = ['converted', 'accepted', 'rejected', 'expired', 'converted', 'sent', 'rejected', 'draft'] as const;
const QUOTES = 32;
const DAY = 86_400_000;

async function sellers(db: Database, passwordHash: string) {
  const rows = await run(
    db,
    `INSERT INTO users (identification_number, first_name, last_name, gender, role, hour_value, username, password_hash)
     SELECT 'V' || g || '-' || (SELECT COALESCE(max(id), 0) + 1 FROM users), n.first, n.last, n.gender, 'seller', 0,
       'vendedor' || (SELECT COALESCE(max(id), 0) FROM users) + g, ${literal(passwordHash)}
     FROM generate_series(1, 2) g JOIN (VALUES (1, 'Camila', 'Restrepo', 'F'), (2, 'Julián', 'Ortiz', 'M')) n(i, first, last, gender) ON n.i = g
     RETURNING id, first_name, last_name, username`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    first_name: String(row.first_name),
    last_name: String(row.last_name),
    role: 'seller' as Role,
  }));
}

/** A planned activity of the registry's example, its times left to the rules. */
function planned(definition: AnyActivityDefinition, machineId: number, supplyId: number, quantity: number) {
  const {
    production_order_id: _o,
    users: _u,
    due_date: _d,
    ...values
  } = exampleActivityValues(definition, {
    productionOrderId: 1,
    machineId,
    supplyId,
  });
  return { ...values, activity_type: definition.type, quantity, time_before_production: null, estimated_production_time: null };
}

export async function generateQuotes(
  db: Database,
  options: { passwordHash: string; timeZone: string; log?: (line: string) => void },
): Promise<{ sellers: string[]; quotes: number }> {
  const [admin] = await run(db, `SELECT id, first_name, last_name FROM users WHERE role = 'administrator' ORDER BY id LIMIT 1`);
  if (!admin) throw new Error('generateQuotes: falta el administrador');
  const administrator = {
    id: Number(admin.id),
    first_name: String(admin.first_name),
    last_name: String(admin.last_name),
    role: 'administrator' as Role,
  };
  const machines = (await run(db, `SELECT id FROM machines ORDER BY id LIMIT 3`)).map((row) => Number(row.id));
  const papers = (await run(db, `SELECT id FROM supplies WHERE status = 1 ORDER BY id LIMIT 4`)).map((row) => Number(row.id));
  if (machines.length === 0 || papers.length === 0) throw new Error('generateQuotes: faltan máquinas o insumos');
  const people = await sellers(db, options.passwordHash);
  const today = Date.now();
  const at = (time: number, actor = administrator): QuoteContext => ({ actor, now: new Date(time), timeZone: options.timeZone });

  const [existing] = await run(db, `SELECT count(*) AS n FROM settings`);
  if (Number(existing?.n ?? 0) === 0) {
    await updateSettings(db, administrator, {
      workshop_name: 'Litografía Tintero (demostración)',
      standard_hour_rate: 15000,
      quote_valid_days: 15,
      quote_terms: 'Precios antes de IVA. 50 % de anticipo con la orden y saldo contra entrega. Artes finales a cargo del cliente.',
    });
  }

  const impression = activityDefinition('impression');
  const dieCut = activityDefinition('die_cut');
  for (let i = 0; i < QUOTES; i++) {
    const seller = people[i % people.length]!;
    const fate = FATES[i % FATES.length]!;
    // Spread over the last 90 days; the ones still waiting or sent are recent enough to be valid.
    const age = fate === 'sent' || fate === 'draft' || fate === 'accepted' ? 2 + (i % 9) : 20 + ((i * 7) % 70);
    const created = today - age * DAY;
    const ctx = at(created, seller);
    const product = PRODUCTS[i % PRODUCTS.length]!;
    const quote = await createQuote(
      db,
      {
        client: CLIENTS[i % CLIENTS.length],
        contact: `Compras ${CLIENTS[i % CLIENTS.length]}`,
        reference: `${product} ${10 + (i % 20)} × ${8 + (i % 12)} cm`,
        description: `${product} impreso a ${i % 2 === 0 ? '4 tintas' : '2 tintas'}, troquelado y pegado.`,
        delivery_day: new Date(created + 25 * DAY).toISOString().slice(0, 10),
        quantity: 1000,
      },
      ctx,
    );
    const first = quote.options[0]!.id;
    const machine = machines[i % machines.length]!;
    const paper = papers[i % papers.length]!;
    await addActivity(db, quote.id, first, planned(impression, machine, paper, 1000), ctx);
    await addActivity(db, quote.id, first, planned(dieCut, machines[(i + 1) % machines.length]!, paper, 1000), ctx);
    await addSupply(db, quote.id, first, { supply_id: paper, quantity: 60 + (i % 5) * 10 }, ctx);
    if (i % 3 === 0)
      await addExternalService(db, quote.id, first, { kind: 'Troquel', provider: 'Troqueles del Valle', value: 180000 }, ctx);
    await updateOption(db, quote.id, first, { markup_percent: 25 + (i % 4) * 5 }, ctx);
    // The 5 000 units: the same work, cloned, with the quantities scaled.
    const second = await addOption(db, quote.id, { quantity: 5000, markup_percent: 20 + (i % 4) * 5 }, ctx);
    for (const activity of second.activities) await updateActivity(db, quote.id, second.id, activity.id, { quantity: 5000 }, ctx);
    for (const supply of second.supplies) await updateSupply(db, quote.id, second.id, supply.id, { quantity: supply.quantity * 5 }, ctx);
    if (fate === 'draft') continue;
    await updateQuote(db, quote.id, { status: 'sent' }, at(created + DAY, seller));
    if (fate === 'sent' || fate === 'expired') continue;
    const decided = at(created + 4 * DAY, seller);
    if (fate === 'rejected') {
      await updateQuote(db, quote.id, { status: 'rejected' }, decided);
      continue;
    }
    await updateQuote(db, quote.id, { status: 'accepted', accepted_option_id: i % 2 === 0 ? first : second.id }, decided);
    if (fate === 'converted') await convertQuote(db, quote.id, at(created + 5 * DAY));
  }
  options.log?.(`  cotizaciones: ${QUOTES} de ${people.length} vendedores`);
  const usernames = await run(db, `SELECT username FROM users WHERE id IN (${people.map((p) => p.id).join(',')}) ORDER BY id`);
  return { sellers: usernames.map((row) => String(row.username)), quotes: QUOTES };
}
