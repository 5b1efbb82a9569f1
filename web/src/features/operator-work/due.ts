import dayjs from 'dayjs';
import { todayInDisplayZone } from '@tintero/domain';

export type DueState = 'overdue' | 'today' | 'later';

/**
 * How close an activity is to its due date, by whole days in the workshop's zone (spec part 2 §2,
 * §9): overdue before today, due today, else later. No due date reads as tomorrow.
 */
export function dueState(dueDate: string | null | undefined, today = todayInDisplayZone()): DueState {
  const due = dueDate ? dayjs(dueDate.slice(0, 10)) : dayjs(today).add(1, 'day');
  const days = due.diff(dayjs(today), 'day');
  return days < 0 ? 'overdue' : days === 0 ? 'today' : 'later';
}

/** The card's colour: warning when due today, danger when overdue. */
export const dueColor: Record<DueState, string | undefined> = { overdue: 'red', today: 'yellow', later: undefined };
