import { activityDefinitions, exampleActivityValues } from '@tintero/domain';
import { signIn, type Call } from './http';
import { ADMIN_PASSWORD } from './server-process';

/**
 * The workshop the shift runs in, made through the API as an administrator would: a machine,
 * supplies with stock, the operators and administrators (each signed in), orders in development
 * with activities of every type, each with a few operators as workers.
 */

export interface Size {
  operators: number;
  administrators: number;
  supplies: number;
  orders: number;
  /** Activities each operator works on (spread over the orders, `workersPerActivity` workers each). */
  assignmentsPerOperator: number;
  workersPerActivity: number;
}

export interface Person {
  id: number;
  username: string;
  token: string;
}

export interface Assignment {
  activityUserId: number;
  activityId: number;
  orderId: number;
  /** The activity's class name (`DieCut`), as the whole-activity finish route names it. */
  activityClass: string;
}

/**
 * A worker without a tablet whose time the office types in from paper: their own order and
 * activity, never timed on the shop floor, so time entered for them between the activity's
 * creation (`since`) and now overlaps nothing.
 */
export interface PaperWorker {
  id: number;
  activityUserId: number;
  /** When their activity was created: no interval may start before it. */
  since: number;
}

export interface Workshop {
  admin: Person;
  paperWorker: PaperWorker;
  administrators: Person[];
  operators: (Person & { assignments: Assignment[] })[];
  supplyIds: number[];
  orderIds: number[];
}

const PASSWORD = 'turno-completo-1';
const run = `${Date.now().toString(36)}`;

function expectCreated(what: string, status: number, body: unknown): { id: number } {
  if (status !== 201) throw new Error(`preparación: no se pudo crear ${what}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
  return body as { id: number };
}

async function createPerson(base: string, call: Call, role: 'operator' | 'administrator', index: number): Promise<Person> {
  const username = `${role === 'operator' ? 'op' : 'adm'}${index}_${run}`;
  const { status, body } = await call('preparación', 'POST', '/v1/users', {
    user: {
      id_type: 'Cédula de Ciudadanía',
      identification_number: `${role === 'operator' ? 7 : 8}${String(index).padStart(5, '0')}${run}`.slice(0, 20),
      first_name: role === 'operator' ? 'Operario' : 'Administrador',
      last_name: `Carga ${index}`,
      gender: 'M',
      role,
      hour_value: 9000 + index * 125.25,
      email: `${username}@carga.tintero.local`,
      phone: '6011234567',
      mobile: '3001234567',
      address: 'Calle 1 # 2-3',
      username,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  const { id } = expectCreated(`el usuario ${username}`, status, body);
  return { id, username, token: await signIn(base, username, PASSWORD) };
}

export async function buildWorkshop(base: string, callAs: (token: () => string) => Call, size: Size): Promise<Workshop> {
  const admin: Person = { id: 0, username: 'admin', token: await signIn(base, 'admin', ADMIN_PASSWORD) };
  const call = callAs(() => admin.token);
  const machine = await call('preparación', 'POST', '/v1/machines', { machine: { name: `Troqueladora carga ${run}`, hour_cost: 48_000 } });
  const machineId = expectCreated('la máquina', machine.status, machine.body).id;

  const supplyIds: number[] = [];
  for (let index = 0; index < size.supplies; index++) {
    const { status, body } = await call('preparación', 'POST', '/v1/supplies', {
      supply: {
        name: `Insumo de carga ${index} ${run}`,
        unit_of_measurement: 'Pliego',
        stock_minimum: 10,
        type_supply: 'paper',
        quantity: 40,
        unit_value: 1000 + index * 37.5,
      },
    });
    supplyIds.push(expectCreated('un insumo', status, body).id);
  }

  const administrators: Person[] = [];
  for (let index = 0; index < size.administrators; index++) administrators.push(await createPerson(base, call, 'administrator', index));
  const operators: Workshop['operators'] = [];
  for (let index = 0; index < size.operators; index++)
    operators.push({ ...(await createPerson(base, call, 'operator', index)), assignments: [] });

  const orderIds: number[] = [];
  for (let index = 0; index < size.orders; index++) {
    const { status, body } = await call('preparación', 'POST', '/v1/production_orders', {
      production_order: {
        client: `Cliente de carga ${index}`,
        reference: `Turno ${run} #${index}`,
        quantity: 1000,
        unit_value: 850,
        delivery_day: '2030-12-15',
        status: 'developing',
      },
    });
    orderIds.push(expectCreated('una orden', status, body).id);
  }

  // Workers in turn, so every operator ends up on `assignmentsPerOperator` activities.
  const activities = Math.ceil((size.operators * size.assignmentsPerOperator) / size.workersPerActivity);
  let nextWorker = 0;
  const activityClasses = new Map<number, string>();
  for (let index = 0; index < activities; index++) {
    const definition = activityDefinitions[index % activityDefinitions.length]!;
    const orderId = orderIds[index % orderIds.length]!;
    const workers = new Set<number>();
    while (workers.size < Math.min(size.workersPerActivity, size.operators)) workers.add(nextWorker++ % size.operators);
    const values = exampleActivityValues(definition, {
      productionOrderId: orderId,
      machineId,
      supplyId: supplyIds[index % supplyIds.length]!,
      users: [...workers].map((worker) => operators[worker]!.id),
    });
    const { status, body } = await call('preparación', 'POST', `/v1/${definition.route}`, { [definition.payloadKey]: values });
    activityClasses.set(expectCreated(`una actividad ${definition.type}`, status, body).id, definition.className);
  }

  // Each operator's activity users, as their dashboard lists them.
  for (const operator of operators) {
    const operatorCall = callAs(() => operator.token);
    const { status, body } = await operatorCall('preparación', 'GET', `/v1/users/${operator.id}/current_activities`);
    if (status !== 200) throw new Error(`preparación: actividades del operario ${operator.id}: ${status}`);
    for (const card of body as { activity_user_id: number; activity_id: number; production_order_id: number }[])
      operator.assignments.push({
        activityUserId: card.activity_user_id,
        activityId: card.activity_id,
        orderId: card.production_order_id,
        activityClass: activityClasses.get(card.activity_id)!,
      });
  }
  const paperWorker = await createPaperWorker(base, call, callAs, size, { machineId, supplyId: supplyIds[0]! });
  return { admin, paperWorker, administrators, operators, supplyIds, orderIds };
}

async function createPaperWorker(
  base: string,
  call: Call,
  callAs: (token: () => string) => Call,
  size: Size,
  { machineId, supplyId }: { machineId: number; supplyId: number },
): Promise<PaperWorker> {
  const worker = await createPerson(base, call, 'operator', size.operators);
  // Its own order, outside `orderIds`: no administrator finishes it during the shift.
  const order = await call('preparación', 'POST', '/v1/production_orders', {
    production_order: {
      client: 'Cliente de registros',
      reference: `Turno ${run} registros`,
      quantity: 1000,
      unit_value: 850,
      delivery_day: '2030-12-15',
      status: 'developing',
    },
  });
  const definition = activityDefinitions[0]!;
  const values = exampleActivityValues(definition, {
    productionOrderId: expectCreated('la orden de registros', order.status, order.body).id,
    machineId,
    supplyId,
    users: [worker.id],
  });
  const activity = await call('preparación', 'POST', `/v1/${definition.route}`, { [definition.payloadKey]: values });
  expectCreated('la actividad de registros', activity.status, activity.body);
  const since = Date.parse((activity.body as { created_at: string }).created_at);
  const { status, body } = await callAs(() => worker.token)('preparación', 'GET', `/v1/users/${worker.id}/current_activities`);
  const card = status === 200 ? (body as { activity_user_id: number }[])[0] : undefined;
  if (!card) throw new Error(`preparación: actividad del trabajador de registros ${worker.id}: ${status}`);
  return { id: worker.id, activityUserId: card.activity_user_id, since };
}
