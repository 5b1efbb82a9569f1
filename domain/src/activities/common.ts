import { z } from 'zod';
import { messages } from '../messages';
import { positiveId } from '../schema-helpers';
import {
  booleanField,
  dateField,
  durationField,
  integerField,
  machineField,
  moneyField,
  shapeOf,
  textField,
  workersField,
  type FieldKind,
} from './fields';

/** Activity statuses (spec part 2 §4). A new activity is always `pending` (DESIGN §7.3). */
export const ACTIVITY_STATUSES = ['pending', 'developing', 'paused', 'finished'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const OBSERVATION_MAX = 1024;
export const THIRD_MAX = 160;

/**
 * Inputs every activity form has (spec part 2 §3, common fields). `value` is the labour value: the
 * client sends it only for work made by a third party; otherwise the server computes it from the
 * workers' intervals. `quantity` is replaced by a computed value on pre-cut and impression.
 */
export const commonFields = {
  quantity: integerField({ label: 'Cantidad', min: 1, required: true }),
  observation: textField({ label: 'Observación', max: OBSERVATION_MAX, multiline: true }),
  machine_id: machineField({ label: 'Máquina' }),
  was_made_by_third: booleanField({ label: 'Hecha por un tercero' }),
  third: textField({ label: 'Tercero', max: THIRD_MAX }),
  value: moneyField({ label: 'Valor mano de obra' }),
  time_before_production: durationField({ label: 'Tiempo antes de producción' }),
  estimated_production_time: durationField({ label: 'Tiempo estimado de producción (por unidad)' }),
  due_date: dateField({ label: 'Fecha de entrega', notBeforeToday: true }),
  users: workersField({ label: 'Trabajadores' }),
};

export type CommonFieldName = keyof typeof commonFields;

const productionOrderId = positiveId((issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.invalid));

/** The base every type `.extend()`s with its own fields (the documenso pattern, DESIGN §2). */
export const activityBaseSchema = z.object({ production_order_id: productionOrderId, ...shapeOf(commonFields) });

/**
 * Values the server keeps and shows but never takes from the client. Labels for columns and cards
 * come from `activity.fields.<name>` like the inputs above.
 */
export const readOnlyFieldLabels = {
  id: 'Id',
  type: 'Tipo de actividad',
  production_order_id: 'Orden de producción',
  status: 'Estado',
  quantity_produced: 'Cantidad producida',
  machine: 'Máquina',
  machinery_cost: 'Costo de maquinaria',
  total_estimated_production_time: 'Tiempo estimado total',
  time_spent: 'Tiempo empleado',
  start_time: 'Inicio',
  end_time: 'Fin',
  created_at: 'Creada',
  updated_at: 'Actualizada',
  supply_name: 'Insumo',
} as const;

export type ReadOnlyFieldName = keyof typeof readOnlyFieldLabels;

/**
 * How a column or a card shows a value: `duration` is seconds as HH:MM:SS, `minutes` is worked
 * minutes shown as HH:MM:SS (× 60, spec part 2 §9), `money` is hidden from operators.
 */
export type DisplayFormat =
  'id' | 'text' | 'number' | 'boolean' | 'choice' | 'catalogue' | 'date' | 'datetime' | 'status' | 'duration' | 'minutes' | 'money';

export const formatOfKind: Record<FieldKind, DisplayFormat> = {
  text: 'text',
  integer: 'number',
  decimal: 'number',
  boolean: 'boolean',
  choice: 'choice',
  catalogue: 'catalogue',
  date: 'date',
  supply: 'text',
  machine: 'text',
  money: 'money',
  duration: 'duration',
  workers: 'text',
};

/** Formats of the common columns and card entries that are not inputs. */
export const readOnlyFormats: Record<ReadOnlyFieldName, DisplayFormat> = {
  id: 'id',
  type: 'text',
  production_order_id: 'id',
  status: 'status',
  quantity_produced: 'number',
  machine: 'text',
  machinery_cost: 'money',
  total_estimated_production_time: 'duration',
  time_spent: 'minutes',
  start_time: 'datetime',
  end_time: 'datetime',
  created_at: 'datetime',
  updated_at: 'datetime',
  supply_name: 'text',
};

/** Columns that every list may show, in the spec's words (part 2 §2, "Common to all"). */
export const COMMON_COLUMN_NAMES = [
  'id',
  'quantity',
  'quantity_produced',
  'observation',
  'due_date',
  'status',
  'total_estimated_production_time',
  'time_spent',
  'value',
] as const;
export type CommonColumnName = (typeof COMMON_COLUMN_NAMES)[number];

/**
 * The common part of every activity card (spec part 2 §2, activity cards). The type's own
 * entries (`definition.card.fields`) go between `common` and the mode's entries. Operator mode
 * shows `definition.card.operatorFields` and an observation form; full mode shows `full`, where
 * `users` is either "made by third party" with the third's name or the users with their
 * intervals.
 */
export const activityCardLayout = {
  common: ['id', 'status', 'machine', 'total_estimated_production_time', 'time_spent'],
  full: ['value', 'machinery_cost', 'users', 'start_time', 'end_time', 'observation', 'created_at', 'updated_at'],
} as const;
