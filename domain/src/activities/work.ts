import { z } from 'zod';
import { roundMoney } from '../money';
import { AMOUNT_LIMIT, amountTooLarge, requiredText } from '../schema-helpers';
import { OBSERVATION_MAX } from './common';

/**
 * Operator work (spec part 2 §2 "Operator home", §3 Interval and User activity, §5, §7 "Activity
 * users and intervals"; DESIGN §7.3): the bodies the shop-floor routes take and the messages both
 * ends say. Their answers are in `../responses/operator-work.ts`.
 */

export const workMessages = {
  /** The spec's `activity.messages.error.quantity_produced`. */
  quantityProduced: 'Ingrese la cantidad producida: un número mayor o igual a 0.',
  invalidTimestamp: 'La fecha y hora no es válida (AAAA-MM-DDTHH:MM:SS con zona horaria).',
  endBeforeStart: 'La hora de fin debe ser posterior a la hora de inicio.',
  inTheFuture: 'La hora no puede ser posterior a la hora actual.',
  overlaps: 'El intervalo se cruza con otro intervalo del mismo trabajador.',
  beforeActivity: 'El intervalo no puede empezar antes de la creación de la actividad.',
  tooLong: (hours: number) => `Un intervalo no puede durar más de ${hours} ${hours === 1 ? 'hora' : 'horas'}.`,
  activityUserNotFound: 'El trabajador no está asignado a esa actividad.',
  intervalNotFound: 'El intervalo no existe.',
  notYours: 'Solo puede trabajar en sus propias actividades.',
  intervalOpen: 'Ya tiene una actividad en curso; páusela o termínela antes de iniciar otra.',
  noOpenInterval: 'No tiene tiempo en curso en esta actividad.',
  workerFinished: 'Ya terminó su trabajo en esta actividad.',
  activityFinished: 'La actividad está terminada.',
  noTimeRecorded: 'No ha registrado tiempo en esta actividad: iníciela antes de reportar cantidades producidas.',
  thirdParty: 'La actividad la hace un tercero: no registra tiempos de trabajadores.',
  userDisabled: 'El usuario está deshabilitado: no puede registrar tiempo.',
  /** A stated moment (`at`, DESIGN §12.3) the server refuses: the tablet shows it and what to tell the administrator. */
  atInTheFuture: 'La hora de la acción es posterior a la hora del servidor: revise la hora de la tableta.',
  atTooOld: (minutes: number) =>
    `La acción se hizo hace más de ${minutes} minutos sin conexión: pida al administrador que registre el tiempo en el editor de intervalos.`,
  atBeforeStart: 'La hora de la acción es anterior al inicio del tiempo en curso: pida al administrador que revise el intervalo.',
} as const;

/**
 * How far ahead of the server's clock a stated moment may be and still be taken (as the server's
 * now): the tablet computes it from its last known offset, which a round trip blurs by a second or two.
 */
export const AT_CLOCK_SKEW_SECONDS = 5;

/** A timestamp with its offset (DESIGN §4); PostgreSQL has no year 0000. */
export const isoTimestamp = (error: string = workMessages.invalidTimestamp) =>
  z.iso.datetime({ offset: true, error }).refine((value) => !value.startsWith('0000'), error);

/**
 * The moment an action was tapped on the device, on the server's clock (DESIGN §12.3): optional on
 * the five shop-floor actions; absent, the action happens when the server receives it.
 */
export const statedAt = isoTimestamp().optional();

/** Required, a number ≥ 0 (6 decimals at most, as stored); any other value gets the spec's one message. */
const quantityProduced = z
  .number({ error: workMessages.quantityProduced })
  .min(0, workMessages.quantityProduced)
  .lt(AMOUNT_LIMIT, amountTooLarge)
  .transform((value) => roundMoney(value));

/** `PUT /activity_users/{id}/intervals/pause` and `.../finish_by_user` (not wrapped: spec part 2 §7). */
export const quantityProducedBodySchema = z.object({ quantity_produced: quantityProduced, at: statedAt });

/** `POST /activity_users/{id}/intervals/start`: no body, or the moment it was tapped offline. */
export const startBodySchema = z.object({ at: statedAt });

/** `PUT /activity_users/{id}/save_observation`. */
export const observationBodySchema = z.object({ observation: requiredText(OBSERVATION_MAX), at: statedAt });

const endAfterStart = (value: { start_time?: string | null; end_time?: string | null }) =>
  !value.start_time || !value.end_time || Date.parse(value.end_time) > Date.parse(value.start_time);

/** The interval editor's record (`{ "interval": {...} }`): start and end required, end after start. */
export const intervalInputSchema = z
  .object({
    start_time: isoTimestamp(),
    end_time: isoTimestamp(),
    quantity_produced: quantityProduced.optional(),
  })
  .refine(endAfterStart, { message: workMessages.endBeforeStart, path: ['end_time'] });

/** Whether a span lasts longer than `maxHours` (exactly the limit is allowed). */
export const lastsLongerThan = (start: string, end: string, maxHours: number) => Date.parse(end) - Date.parse(start) > maxHours * 3_600_000;

/** The same moment (whatever the offsets they are written with), or both absent. */
export const sameInstant = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));

/**
 * The editor's record within the server's MAX_INTERVAL_HOURS (`GET /about`: `max_interval_hours`),
 * judged as the server judges it (docs/decisions/025): an edit that leaves the times as they were
 * (`kept`) is not judged again; the error goes on `end_time`, or on `start_time` when only the
 * start moved. What the browser checks before sending; the server checks it again.
 */
export const intervalInputWithin = (maxHours: number, kept?: { start_time: string; end_time: string | null }) =>
  intervalInputSchema.superRefine((value, context) => {
    const endKept = kept !== undefined && sameInstant(value.end_time, kept.end_time);
    if (endKept && sameInstant(value.start_time, kept.start_time)) return;
    if (!lastsLongerThan(value.start_time, value.end_time, maxHours)) return;
    context.addIssue({ code: 'custom', message: workMessages.tooLong(maxHours), path: [endKept ? 'start_time' : 'end_time'] });
  });

/** An edit may send only what changes; the merged record is checked with `intervalInputSchema`. */
export const intervalUpdateSchema = z.object({
  start_time: isoTimestamp().optional(),
  end_time: isoTimestamp().optional(),
  quantity_produced: quantityProduced.optional(),
});

export type IntervalInput = z.output<typeof intervalInputSchema>;
