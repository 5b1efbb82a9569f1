import { and, eq, isNull, sql } from 'drizzle-orm';
import { boardLaneKey, boardLaneOf, dayOffInputSchema, planMoveSchema, planningMessages, type DayOff } from '@tintero/domain';
import type { Database } from '../../db/client';
import { activities, machines, productionOrders, workshopDaysOff } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../lib/http-errors';
import { uniqueViolation } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import { publishWorkEvent } from '../../lib/work-events';
import { laneSequence, plannedActivities } from './queries';

/**
 * `PUT /v1/planning/items/{activity_type}/{activity_id}` (DESIGN §12.2): the activity goes to
 * `position` of `lane`, the lane's sequence is written again (only the positions that change, each
 * audited by the activities trigger), and a work event tells the open planning screens. Only a
 * pending activity may change machine (409); a lane that is no machine, or another type's lane, 422.
 */
export async function movePlanItem(db: Database, activityType: string, activityId: number, body: unknown, now: Date) {
  const move = parseOrThrow(planMoveSchema, body);
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({
        id: activities.id,
        type: activities.type,
        status: activities.status,
        machine_id: activities.machine_id,
        production_order_id: activities.production_order_id,
        third: activities.was_made_by_third,
        order_status: productionOrders.status,
      })
      .from(activities)
      .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
      .where(and(eq(activities.id, activityId), eq(activities.type, activityType)))
      .for('update', { of: activities });
    if (!row) throw notFound(planningMessages.notFound);
    if (row.status === 'finished' || row.third || !['in_review', 'developing'].includes(row.order_status))
      throw conflict('not_planned', planningMessages.notPlanned);

    const target = boardLaneOf(move.lane);
    let machineId: number | null = null;
    if ('machine_id' in target) {
      const [machine] = await tx.select({ id: machines.id }).from(machines).where(eq(machines.id, target.machine_id));
      if (!machine) throw fieldError('lane', planningMessages.unknownMachine);
      machineId = machine.id;
    } else if (target.activity_type !== row.type) {
      throw fieldError('lane', planningMessages.otherTypeLane);
    }
    const changesLane = move.lane !== boardLaneKey({ machine_id: row.machine_id, activity_type: row.type });
    if (changesLane && row.status !== 'pending') throw conflict('plan_machine_locked', planningMessages.onlyPendingChangeMachine);

    // The lane as the screen shows it: running work first, then its sequence.
    const members = await tx
      .select({ id: activities.id, status: activities.status, plan_position: activities.plan_position })
      .from(activities)
      .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
      .where(
        and(
          plannedActivities,
          machineId !== null ? eq(activities.machine_id, machineId) : and(isNull(activities.machine_id), eq(activities.type, row.type)),
          sql`${activities.id} <> ${activityId}`,
        ),
      )
      .orderBy(...laneSequence)
      .for('update', { of: activities });
    const sequence = [
      ...members.filter((member) => member.status === 'developing'),
      ...members.filter((member) => member.status !== 'developing'),
    ];
    sequence.splice(Math.min(move.position, sequence.length), 0, { id: activityId, status: row.status, plan_position: null });

    if (changesLane)
      await tx
        .update(activities)
        .set({ machine_id: machineId, updated_at: sql`now()` })
        .where(eq(activities.id, activityId));
    for (const [position, member] of sequence.entries()) {
      if (member.plan_position !== position || member.id === activityId)
        await tx
          .update(activities)
          .set({ plan_position: position })
          .where(and(eq(activities.id, member.id), sql`${activities.plan_position} IS DISTINCT FROM ${position}`));
    }
    await publishWorkEvent(tx, {
      kind: 'plan_changed',
      production_order_id: row.production_order_id,
      activity_id: activityId,
      activity_user_id: null,
      user_id: null,
      at: now.toISOString(),
    });
  });
}

/** A day off the workshop adds (422 on `day` when it is one already). */
export async function createDayOff(db: Database, body: unknown): Promise<DayOff> {
  const input = parseOrThrow(dayOffInputSchema, body);
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx.insert(workshopDaysOff).values(input).returning();
      return row!;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'workshop_days_off_day_unique') throw fieldError('day', planningMessages.dayOffTaken);
    throw error;
  }
}

export async function deleteDayOff(db: Database, id: number) {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(workshopDaysOff).where(eq(workshopDaysOff.id, id)).returning({ id: workshopDaysOff.id });
    if (!row) throw notFound(planningMessages.dayOffNotFound);
  });
}
