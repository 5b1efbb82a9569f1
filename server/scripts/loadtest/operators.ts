import type { Assignment, Workshop } from './setup';
import { between, codeOf, lostAnswer, pause, pick, running, type Shift } from './shift';

/**
 * One operator at the tablet for the whole shift: starts one of their activities, works a moment,
 * pauses with what they produced (now and then finishes their part instead), sometimes presses
 * start on another activity while one runs (409 `interval_open`, as the domain wants) or adds ink
 * to the order. Every interval an answer shows is recorded as acknowledged.
 */

type Operator = Workshop['operators'][number];

interface WorkerState {
  running: { assignment: Assignment; intervalId: number } | null;
  finished: Set<number>;
  /** Writes of this operator that got no answer: after one, what the server holds may differ from what they think. */
  lost: number;
}

interface StateAnswer {
  interval: { id: number; user_id: number; activity_user_id: number; start_time: string; end_time: string | null } | null;
}

/** After a lost answer: what the server says is running now (the operator's screen asks the same). */
async function resync(shift: Shift, operator: Operator, state: WorkerState) {
  const call = shift.as(operator.token);
  const current = await call('operario: en curso', 'GET', `/v1/users/${operator.id}/current_activity_in_development`);
  if (current.status !== 200) return;
  const body = current.body as { activity_user_id: number; interval: { id: number } } | null;
  const assignment = body && operator.assignments.find((candidate) => candidate.activityUserId === body.activity_user_id);
  state.running = assignment && body ? { assignment, intervalId: body.interval.id } : null;
  const cards = await call('operario: actividades', 'GET', `/v1/users/${operator.id}/current_activities`);
  if (cards.status !== 200) return;
  const open = new Set((cards.body as { activity_user_id: number; user_status: string }[]).map((card) => card.activity_user_id));
  for (const assignment of operator.assignments) if (!open.has(assignment.activityUserId)) state.finished.add(assignment.activityUserId);
}

async function start(shift: Shift, operator: Operator, state: WorkerState, assignment: Assignment) {
  const result = await shift.as(operator.token)(
    'operario: iniciar',
    'POST',
    `/v1/activity_users/${assignment.activityUserId}/intervals/start`,
    undefined,
    [409],
  );
  if (await lostAnswer(shift, result)) {
    state.lost++;
    shift.acked.unanswered('operario: iniciar', { opening: operator.id });
    return resync(shift, operator, state);
  }
  if (result.status === 201) {
    const { interval } = result.body as StateAnswer;
    shift.acked.interval(interval!);
    state.running = { assignment, intervalId: interval!.id };
  } else if (['worker_finished', 'activity_finished', 'order_closed', 'order_not_developing'].includes(codeOf(result) ?? ''))
    state.finished.add(assignment.activityUserId);
  else if (codeOf(result) === 'interval_open' && !state.running) {
    // Only a lost answer may hide a running interval from the operator; otherwise an acknowledgement was wrong.
    if (state.lost === 0) shift.stats.errors.push(`operario ${operator.id}: 409 interval_open sin intervalo en curso conocido`);
    await resync(shift, operator, state);
  }
}

/** Pause or finish: closes the running interval with what was produced. */
async function report(shift: Shift, operator: Operator, state: WorkerState, kind: 'pause' | 'finish_by_user') {
  const { assignment, intervalId } = state.running!;
  const label = kind === 'pause' ? 'operario: pausar' : 'operario: terminar';
  const result = await shift.as(operator.token)(
    label,
    'PUT',
    `/v1/activity_users/${assignment.activityUserId}/intervals/${kind}`,
    { quantity_produced: between(shift, 0, 6) },
    [409],
  );
  if (await lostAnswer(shift, result)) {
    state.lost++;
    shift.acked.unanswered(label, { interval: intervalId });
    return resync(shift, operator, state);
  }
  if (result.status === 409) {
    // An administrator finished the whole activity and closed this interval with it; after a lost
    // answer the interval may also have been closed by the write that got none.
    if (codeOf(result) === 'activity_finished') state.finished.add(assignment.activityUserId);
    else if (state.lost === 0) shift.stats.errors.push(`operario ${operator.id}: ${kind} respondió 409 ${codeOf(result)}`);
    state.running = null;
    return resync(shift, operator, state);
  }
  if (result.status !== 200) return;
  const { interval } = result.body as StateAnswer;
  if (interval) shift.acked.interval(interval);
  if (!interval || interval.id !== intervalId || interval.end_time === null)
    shift.stats.errors.push(`operario ${operator.id}: ${kind} no cerró el intervalo ${intervalId}: ${JSON.stringify(interval)}`);
  state.running = null;
  if (kind === 'finish_by_user') state.finished.add(assignment.activityUserId);
}

/** "Agregar tinta": a supply used on the order of the running activity (422 when the stock is short). */
async function addInk(shift: Shift, operator: Operator, orderId: number) {
  const supplyId = pick(shift, shift.workshop.supplyIds)!;
  const result = await shift.as(operator.token)(
    'operario: insumo usado',
    'POST',
    `/v1/production_orders/${orderId}/supplies_used`,
    { supply_used: { supply_id: supplyId, quantity: between(shift, 1, 3) } },
    [409, 422],
  );
  if (await lostAnswer(shift, result)) return shift.acked.unanswered('operario: insumo usado', { creating: 'supplies_used' });
  if (result.status === 201) {
    const { id, quantity } = result.body as { id: number; quantity: number };
    shift.acked.record({ table: 'supplies_used', id, columns: { quantity: String(quantity) } });
  }
}

export async function operatorShift(shift: Shift, operator: Operator) {
  const state: WorkerState = { running: null, finished: new Set(), lost: 0 };
  while (running(shift)) {
    await pause(between(shift, 20, 250));
    if (!state.running) {
      const open = operator.assignments.filter((assignment) => !state.finished.has(assignment.activityUserId));
      const assignment = pick(shift, open);
      if (!assignment) {
        // Nothing left to do: the operator looks at the dashboard now and then.
        await shift.as(operator.token)('operario: actividades', 'GET', `/v1/users/${operator.id}/current_activities`);
        await pause(2_000);
        continue;
      }
      await start(shift, operator, state, assignment);
      continue;
    }
    const roll = shift.random();
    if (roll < 0.05) {
      const other = pick(
        shift,
        operator.assignments.filter(
          (assignment) => assignment !== state.running!.assignment && !state.finished.has(assignment.activityUserId),
        ),
      );
      if (other) await start(shift, operator, state, other);
    } else if (roll < 0.09) await addInk(shift, operator, state.running.assignment.orderId);
    else if (roll < 0.12)
      await shift.as(operator.token)('operario: en curso', 'GET', `/v1/users/${operator.id}/current_activity_in_development`);
    else await report(shift, operator, state, roll < 0.14 ? 'finish_by_user' : 'pause');
  }
  // The shift ends: whoever is working pauses, as at the end of a day.
  if (state.running) await report(shift, operator, state, 'pause');
}
