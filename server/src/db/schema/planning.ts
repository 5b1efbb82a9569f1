import { date, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { sql } from 'drizzle-orm';

/**
 * The workshop's own days off (DESIGN §12.2, docs/decisions/045), edited by administrators.
 * Colombia's public holidays are not stored: they come from the date-holidays package.
 */
export const workshopDaysOff = pgTable(
  'workshop_days_off',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    description: varchar('description', { length: 120 }).notNull(),
    created_at: ts('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('workshop_days_off_day_unique').on(t.day)],
);
