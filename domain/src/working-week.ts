import { z } from 'zod';
import { integer } from './schema-helpers';

export const invalidShiftMessage = 'Cada día debe tener una hora de inicio (0 a 1439 minutos) y unas horas (0 a 24), o ninguna.';

const shiftSchema = z.object({
  start_minute: integer({ min: 0, max: 24 * 60 - 1 }),
  seconds: integer({ min: 0, max: 24 * 3600 }),
});

/**
 * A machine's working week (DESIGN §12.2), Sunday first, a shift or null (no work) per weekday;
 * the machine's null means planning.ts's DEFAULT_WEEK (07:00, 8 h, Monday to Friday).
 */
export const workingWeekSchema = z.array(shiftSchema.nullable(), { error: invalidShiftMessage }).length(7, invalidShiftMessage);
