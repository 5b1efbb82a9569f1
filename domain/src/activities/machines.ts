import { z } from 'zod';
import { money, requiredText } from '../schema-helpers';
import { workingWeekSchema } from '../working-week';

export const MACHINE_NAME_MAX = 120;

/** A machine (spec part 2 §3: id and name; DESIGN §6 adds the hour cost used for machinery cost). */
export const machineCreateSchema = z.object({
  name: requiredText(MACHINE_NAME_MAX),
  hour_cost: money(0),
  /** Its working week for planning (DESIGN §12.2); null: the workshop's default. */
  working_week: workingWeekSchema.nullable().optional(),
});
export const machineUpdateSchema = machineCreateSchema.partial();

export type MachineCreate = z.output<typeof machineCreateSchema>;
export type MachineUpdate = z.output<typeof machineUpdateSchema>;
