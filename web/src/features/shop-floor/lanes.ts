import { boardLaneKey, type ShopFloorRow, type ShopFloorSnapshot } from '@tintero/domain';

/**
 * The board's lanes (issue 22 item 4; DESIGN §12.2's lanes; docs/decisions/032): the server answers
 * them in order, each with the counts and first activities of its paused and pending work; the
 * running rows come apart (every one of them), and each lane draws its own.
 */

/** The running rows of each lane, by lane key. */
export function runningByLane(board: ShopFloorSnapshot): Map<string, ShopFloorRow[]> {
  const lanes = new Map<string, ShopFloorRow[]>();
  for (const row of board.running) {
    const key = boardLaneKey(row);
    lanes.set(key, [...(lanes.get(key) ?? []), row]);
  }
  return lanes;
}

/** What the machine filter offers, grouped: machines, then activity types without one. */
export function laneChoices(board: ShopFloorSnapshot, groups: { machines: string; types: string }) {
  const items = (machine: boolean) =>
    board.choices.lanes.filter((lane) => lane.machine === machine).map((lane) => ({ value: lane.key, label: lane.name }));
  return [
    { group: groups.machines, items: items(true) },
    { group: groups.types, items: items(false) },
  ].filter((group) => group.items.length > 0);
}

/** Whether a due date is passed (`overdue`), today (`today`) or neither. */
export function dueState(dueDate: string | null, today: string): 'overdue' | 'today' | null {
  if (dueDate === null || dueDate > today) return null;
  return dueDate < today ? 'overdue' : 'today';
}
