import type { Person } from './setup';
import { between, codeOf, lostAnswer, pause, pick, running, takeAny, weighted, workshopToday, type Shift } from './shift';

/**
 * The office during the shift: three administrators on the same supplies and orders the operators
 * use, recording supplies used and leftovers (and deleting one just recorded), buying, editing and
 * cancelling purchases, editing intervals (their own share of them, so two edits of one interval
 * never race in the record of acknowledgements) and creating and deleting time in the past,
 * finishing activities and orders, counting and closing the month's inventory, and reading the
 * board and the reports.
 */

interface Purchase {
  id: number;
  details: { id: number; supply_id: number; quantity: number; total: number }[];
}

/** What the office shares: purchases it may cancel, records it may delete, the inventory being counted. */
export interface Office {
  /** Approved purchases with their details as last answered; one is taken out while an admin edits or cancels it. */
  purchases: Purchase[];
  usedRecords: { orderId: number; id: number }[];
  pastIntervals: { activityUserId: number; id: number; admin: number }[];
  /** Hours after 2024-01-01 already given to an interval entered by hand (they never overlap). */
  nextPastSlot: number;
  counted: Map<number, number>;
}

export const newOffice = (): Office => ({ purchases: [], usedRecords: [], pastIntervals: [], nextPastSlot: 0, counted: new Map() });

/** The slots the office types past time into (`pastInterval`). */
const PAST_SLOT_MS = 500;

const MIX = {
  supplyUsed: 18,
  leftover: 8,
  deleteSupplyUsed: 5,
  purchase: 14,
  cancelPurchase: 7,
  editPurchase: 6,
  editInterval: 15,
  pastInterval: 6,
  inventory: 12,
  finishActivity: 2,
  finishOrder: 1,
  read: 15,
};

type Action = (shift: Shift, office: Office, admin: Person, index: number) => Promise<void>;

const movement =
  (path: 'supplies_used' | 'leftovers', key: string, label: string): Action =>
  async (shift, office, admin) => {
    const orderId = pick(shift, shift.workshop.orderIds)!;
    const result = await shift.as(admin.token)(
      label,
      'POST',
      `/v1/production_orders/${orderId}/${path}`,
      { [key]: { supply_id: pick(shift, shift.workshop.supplyIds)!, quantity: between(shift, 1, 25) } },
      [409, 422],
    );
    if (await lostAnswer(shift, result)) return shift.acked.unanswered(label, { creating: path });
    if (result.status !== 201) return;
    const { id, quantity } = result.body as { id: number; quantity: number };
    shift.acked.record({ table: path, id, columns: { quantity: String(quantity) } });
    if (path === 'supplies_used') office.usedRecords.push({ orderId, id });
  };

const deleteSupplyUsed: Action = async (shift, office, admin) => {
  const record = takeAny(shift, office.usedRecords);
  if (!record) return;
  const label = 'admin: borrar insumo usado';
  const result = await shift.as(admin.token)(
    label,
    'DELETE',
    `/v1/production_orders/${record.orderId}/supplies_used/${record.id}`,
    undefined,
    [409, 422],
  );
  if (await lostAnswer(shift, result)) return shift.acked.unanswered(label, { record: { table: 'supplies_used', id: record.id } });
  if (result.status === 200) shift.acked.record({ table: 'supplies_used', id: record.id, columns: 'deleted' });
};

const purchase: Action = async (shift, office, admin) => {
  const supplies = [...new Set(Array.from({ length: between(shift, 1, 3) }, () => pick(shift, shift.workshop.supplyIds)!))];
  const label = 'admin: comprar';
  const result = await shift.as(admin.token)(label, 'POST', '/v1/purchases', {
    purchase: {
      company: 'Papeles del Turno S.A.S.',
      invoice_number: `FV-${between(shift, 1000, 99999)}`,
      purchased_at: workshopToday(),
      details: supplies.map((supply_id) => {
        // About what the shift consumes: stock wanders near zero, so outputs meet its edge (422).
        const quantity = between(shift, 2, 20);
        return { supply_id, quantity, total: quantity * between(shift, 900, 1300) };
      }),
    },
  });
  if (await lostAnswer(shift, result)) return shift.acked.unanswered(label, { creating: 'purchases' });
  if (result.status !== 201) return;
  const bought = result.body as Purchase;
  shift.acked.record({ table: 'purchases', id: bought.id, columns: { status: 'approved' } });
  office.purchases.push({ id: bought.id, details: bought.details });
};

/**
 * Edits a purchase's details (each quantity a little up or down, its total with it, sometimes one
 * row removed): the ledger gets correcting entries; 422 when a lower quantity is already used.
 */
const editPurchase: Action = async (shift, office, admin) => {
  const purchase = takeAny(shift, office.purchases);
  if (!purchase) return;
  const kept = purchase.details.length > 1 && shift.random() < 0.3 ? purchase.details.slice(1) : purchase.details;
  const details = kept.map((detail) => {
    const quantity = Math.max(1, detail.quantity + between(shift, -8, 8));
    return { id: detail.id, supply_id: detail.supply_id, quantity, total: quantity * between(shift, 900, 1300) };
  });
  const label = 'admin: editar compra';
  const result = await shift.as(admin.token)(label, 'PUT', `/v1/purchases/${purchase.id}`, { purchase: { details } }, [409, 422]);
  if (await lostAnswer(shift, result)) return shift.acked.unanswered(label);
  if (result.status === 200) office.purchases.push({ id: purchase.id, details: (result.body as Purchase).details });
  else if (result.status === 422) office.purchases.push(purchase);
};

const cancelPurchase: Action = async (shift, office, admin) => {
  const id = takeAny(shift, office.purchases)?.id;
  if (id === undefined) return;
  const label = 'admin: anular compra';
  // 422 when the stock it brought is already used; 409 when cancelled already.
  const result = await shift.as(admin.token)(
    label,
    'PUT',
    `/v1/purchases/${id}`,
    { purchase: { status: 'cancelled', observation: 'Anulada en la prueba de carga' } },
    [409, 422],
  );
  if (await lostAnswer(shift, result)) return shift.acked.unanswered(label, { record: { table: 'purchases', id } });
  if (result.status === 200) shift.acked.record({ table: 'purchases', id, columns: { status: 'cancelled' } });
};

const editInterval: Action = async (shift, _office, admin, index) => {
  const administrators = shift.workshop.administrators.length;
  const interval = pick(
    shift,
    shift.acked.closedIntervals().filter((candidate) => candidate.id % administrators === index),
  );
  if (!interval) return;
  const start = Date.parse(interval.start);
  const end = Date.parse(interval.end!);
  // Shorten it to half (never into another one) or correct the quantity.
  const changes =
    end - start >= 20 && shift.random() < 0.5
      ? { end_time: new Date(start + Math.floor((end - start) / 2)).toISOString() }
      : { quantity_produced: between(shift, 0, 9) };
  const label = 'admin: editar intervalo';
  const result = await shift.as(admin.token)(
    label,
    'PUT',
    `/v1/activity_users/${interval.activityUserId}/intervals/${interval.id}`,
    { interval: changes },
    [409],
  );
  if (await lostAnswer(shift, result)) return shift.acked.unanswered(label, { interval: interval.id });
  if (result.status === 200) shift.acked.interval(result.body as Parameters<typeof shift.acked.interval>[0]);
};

/**
 * Time entered by hand in the past for the worker without a tablet (half-second slots from their
 * activity's creation, each in the past and no other interval's), or one entered earlier deleted.
 */
const pastInterval: Action = async (shift, office, admin, index) => {
  const mine = office.pastIntervals.filter((interval) => interval.admin === index);
  if (mine.length > 0 && shift.random() < 0.4) {
    const interval = mine[0]!;
    office.pastIntervals.splice(office.pastIntervals.indexOf(interval), 1);
    const label = 'admin: borrar intervalo';
    const result = await shift.as(admin.token)(
      label,
      'DELETE',
      `/v1/activity_users/${interval.activityUserId}/intervals/${interval.id}`,
      undefined,
      [409],
    );
    if (await lostAnswer(shift, result)) return shift.acked.unanswered(label, { interval: interval.id });
    if (result.status === 204) shift.acked.intervalDeleted(interval.id);
    return;
  }
  const { paperWorker } = shift.workshop;
  const start = paperWorker.since + office.nextPastSlot * PAST_SLOT_MS;
  // Nothing to type in yet: the next slot has not passed (a second of margin for the clocks).
  if (start + PAST_SLOT_MS > Date.now() - 1000) return;
  office.nextPastSlot++;
  const label = 'admin: crear intervalo';
  const result = await shift.as(admin.token)(
    label,
    'POST',
    `/v1/activity_users/${paperWorker.activityUserId}/intervals`,
    {
      interval: {
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + (PAST_SLOT_MS * 3) / 5).toISOString(),
        quantity_produced: 2,
      },
    },
    [409],
  );
  if (await lostAnswer(shift, result)) return shift.acked.unanswered(label, { opening: paperWorker.id });
  if (result.status !== 201) return;
  const interval = result.body as Parameters<typeof shift.acked.interval>[0];
  shift.acked.interval(interval);
  office.pastIntervals.push({ activityUserId: paperWorker.activityUserId, id: interval.id, admin: index });
};

/**
 * Finishes a whole activity (closing whatever its workers have running, under their hands), then
 * reads each worker's intervals: the finish closed them with an end no operator was told.
 */
const finishActivity: Action = async (shift, _office, admin) => {
  const assignment = pick(shift, pick(shift, shift.workshop.operators)!.assignments);
  if (!assignment) return;
  const call = shift.as(admin.token);
  const label = 'admin: terminar actividad';
  const result = await call(
    label,
    'PUT',
    `/v1/activity_users/${assignment.activityClass}/${assignment.activityId}/finish`,
    undefined,
    [409],
  );
  if (await lostAnswer(shift, result)) return shift.acked.unanswered(label);
  if (result.status !== 200) return;
  const workers = shift.workshop.operators.flatMap((operator) =>
    operator.assignments.filter((candidate) => candidate.activityId === assignment.activityId),
  );
  for (const worker of workers) {
    const intervals = await call('admin: intervalos', 'GET', `/v1/activity_users/${worker.activityUserId}/intervals`);
    if (intervals.status !== 200) return void (await lostAnswer(shift, intervals));
    // Closed ones the record has open or has not seen yet (a start whose answer is still on its way).
    for (const interval of intervals.body as Parameters<typeof shift.acked.interval>[0][]) {
      const known = shift.acked.intervals.get(interval.id);
      if (interval.end_time !== null && !shift.acked.deletedIntervals.has(interval.id) && (!known || known.end === null))
        shift.acked.interval(interval);
    }
  }
};

/**
 * Tries to finish an order: 409 `interval_running` while anyone works on it, as it mostly is. Only
 * the first quarter of the orders, so the shift never runs out of work.
 */
const finishOrder: Action = async (shift, _office, admin) => {
  const { orderIds } = shift.workshop;
  const id = pick(shift, orderIds.slice(0, Math.ceil(orderIds.length / 4)))!;
  const label = 'admin: terminar orden';
  const result = await shift.as(admin.token)(
    label,
    'PUT',
    `/v1/production_orders/${id}`,
    { production_order: { status: 'finished', actual_amount: 850_000 } },
    [409],
  );
  if (await lostAnswer(shift, result)) return shift.acked.unanswered(label, { record: { table: 'production_orders', id } });
  if (result.status === 200) shift.acked.record({ table: 'production_orders', id, columns: { status: 'finished' } });
};

/** The month's inventory: open one (409 while another admin's is open), count a few supplies, close it. */
const inventory: Action = async (shift, office, admin) => {
  const call = shift.as(admin.token);
  const opened = await call('admin: inventario abierto', 'GET', '/v1/inventaries/opened');
  if (opened.status !== 200) return void (await lostAnswer(shift, opened));
  const current = opened.body as { id: number } | null;
  if (!current) {
    const [year, month] = workshopToday().split('-').map(Number) as [number, number];
    const label = 'admin: crear inventario';
    const result = await call(label, 'POST', '/v1/inventaries', { inventary: { year, month } }, [409]);
    if (await lostAnswer(shift, result)) return shift.acked.unanswered(label, { creating: 'inventaries' });
    if (result.status === 201)
      shift.acked.record({ table: 'inventaries', id: (result.body as { id: number }).id, columns: { status: 'in_creation' } });
    return;
  }
  const counted = office.counted.get(current.id) ?? 0;
  if (counted < 6) {
    const details = await call('admin: detalles de inventario', 'GET', `/v1/inventaries/${current.id}/inventary_details`);
    if (details.status !== 200) return void (await lostAnswer(shift, details));
    const detail = pick(shift, details.body as { id: number; supply_quantity: number }[]);
    if (!detail) return;
    // A count near what the system holds: some above, some below, sometimes none.
    const quantity = Math.max(0, Number(detail.supply_quantity) + between(shift, -15, 15));
    const result = await call(
      'admin: contar',
      'PUT',
      `/v1/inventaries/${current.id}/inventary_details/${detail.id}`,
      { inventary_detail: { quantity } },
      [409],
    );
    if (await lostAnswer(shift, result)) return shift.acked.unanswered('admin: contar');
    if (result.status === 200) office.counted.set(current.id, counted + 1);
    return;
  }
  const label = 'admin: cerrar inventario';
  const result = await call(label, 'PUT', `/v1/inventaries/${current.id}`, { inventary: { status: 'closed' } }, [409]);
  if (await lostAnswer(shift, result)) return shift.acked.unanswered(label, { record: { table: 'inventaries', id: current.id } });
  if (result.status === 200) shift.acked.record({ table: 'inventaries', id: current.id, columns: { status: 'closed' } });
  else if (codeOf(result) === 'inventary_closed') office.counted.delete(current.id);
};

const read: Action = async (shift, _office, admin) => {
  const call = shift.as(admin.token);
  const today = workshopToday();
  const operator = pick(shift, shift.workshop.operators)!;
  const reads = [
    () => call('lectura: planta', 'GET', '/v1/shop_floor'),
    () => call('lectura: consolidado', 'GET', `/v1/users/consolidated_activities?from_date=${today}&to_date=${today}`),
    () => call('lectura: informe operario', 'GET', `/v1/users/${operator.id}/operator_activities?from_date=${today}&to_date=${today}`),
    () => call('lectura: orden', 'GET', `/v1/production_orders/${pick(shift, shift.workshop.orderIds)!}`),
    () =>
      call(
        'lectura: kardex',
        'GET',
        `/v1/kardexes?supply_id=${pick(shift, shift.workshop.supplyIds)!}&from_date=${today}&to_date=${today}`,
      ),
  ];
  const result = await pick(shift, reads)!();
  await lostAnswer(shift, result);
};

const actions: Record<keyof typeof MIX, Action> = {
  supplyUsed: movement('supplies_used', 'supply_used', 'admin: insumo usado'),
  leftover: movement('leftovers', 'leftover', 'admin: sobrante'),
  deleteSupplyUsed,
  purchase,
  cancelPurchase,
  editPurchase,
  editInterval,
  pastInterval,
  inventory,
  finishActivity,
  finishOrder,
  read,
};

export async function administratorShift(shift: Shift, office: Office, admin: Person, index: number) {
  while (running(shift)) {
    await pause(between(shift, 20, 200));
    await actions[weighted(shift, MIX)](shift, office, admin, index);
  }
}

/** The wall screen and a report page left open: the board every half second, a report every few. */
export async function boardWatcher(shift: Shift, admin: Person) {
  let round = 0;
  while (running(shift)) {
    await pause(500);
    const result = await shift.as(admin.token)('lectura: planta', 'GET', '/v1/shop_floor');
    await lostAnswer(shift, result);
    if (++round % 4 === 0) await read(shift, newOffice(), admin, 0);
  }
}
