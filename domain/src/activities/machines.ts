import { z } from 'zod';
import { money, requiredText } from '../schema-helpers';

export const MACHINE_NAME_MAX = 120;

/** A machine (spec part 2 §3: id and name; DESIGN §6 adds the hour cost used for machinery cost). */
export const machineCreateSchema = z.object({ name: requiredText(MACHINE_NAME_MAX), hour_cost: money(0) });
export const machineUpdateSchema = machineCreateSchema.partial();

export type MachineCreate = z.output<typeof machineCreateSchema>;
export type MachineUpdate = z.output<typeof machineUpdateSchema>;
