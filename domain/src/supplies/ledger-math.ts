import Big from 'big.js';
import { CURRENCY_DECIMALS } from '../money';

/**
 * The arithmetic of the stock ledger (DESIGN §7.4), pure so that it can be property-tested: moving
 * weighted average cost, the stock after each movement and the value of each movement. Every
 * amount is a decimal string with at most 6 decimals (numeric(20,6) in the database); nothing
 * here ever goes through a binary float.
 */

/** A decimal as the database and the API carry it. */
export type DecimalLike = string | number;

/** A supply's stock and its moving average unit cost. */
export interface StockState {
  quantity: DecimalLike;
  averageCost: DecimalLike;
}

/** What one movement does: the kardex entry it writes and the supply's state after it. */
export interface PlannedMovement {
  kind: 'input' | 'output';
  quantity: string;
  /** Unit value of the movement itself (a purchase's total / quantity, or the average). */
  unitValue: string;
  total: string;
  /** Stock after the movement. */
  balance: string;
  /** Moving average unit cost after the movement. */
  averageCost: string;
}

/**
 * The cost of an input or of a reversing output. Absent: the current average (leftovers,
 * positive adjustments, consumption), which leaves the average as it is.
 */
export type MovementCost = { unitValue: DecimalLike } | { total: DecimalLike } | undefined;

/** numeric(20,6) holds 14 integer digits: amounts must stay below this. */
export const LEDGER_AMOUNT_LIMIT = new Big('100000000000000');

const round = (value: Big) => value.round(CURRENCY_DECIMALS, Big.roundHalfUp);
/** Normal notation (never `1e-7`), as SQL numeric literals need. */
export const toDecimalString = (value: Big | DecimalLike) => round(new Big(value)).toFixed();

const big = (value: DecimalLike) => new Big(value);

function costOf(quantity: Big, cost: MovementCost, average: Big) {
  if (cost && 'total' in cost) {
    const total = round(big(cost.total));
    return { total, unitValue: round(total.div(quantity)) };
  }
  const unitValue = round(cost ? big(cost.unitValue) : average);
  return { unitValue, total: round(quantity.times(unitValue)) };
}

/**
 * An input: the stock grows and the average becomes (stock value + input total) / new stock.
 * At the current average (no cost) the average does not move.
 */
export function planInput(state: StockState, quantity: DecimalLike, cost?: MovementCost): PlannedMovement {
  const stock = big(state.quantity);
  const average = big(state.averageCost);
  const amount = round(big(quantity));
  if (amount.lte(0)) throw new RangeError('A movement needs a quantity above 0');
  const { unitValue, total } = costOf(amount, cost, average);
  const balance = stock.plus(amount);
  const averageCost = cost ? round(stock.times(average).plus(total).div(balance)) : round(average);
  return {
    kind: 'input',
    quantity: amount.toFixed(),
    unitValue: unitValue.toFixed(),
    total: total.toFixed(),
    balance: round(balance).toFixed(),
    averageCost: averageCost.toFixed(),
  };
}

export type OutputPlan = { ok: true; movement: PlannedMovement } | { ok: false; available: string };

/**
 * An output: refused (with what is available) when larger than the stock. Consumption goes out at
 * the current average and leaves it unchanged. A reversal of an earlier input (a cancelled
 * purchase, a leftover corrected down) goes out at that input's own cost, so the average returns
 * to what it would have been; the average never drops below 0 (if the rest of the stock is worth
 * less than what leaves, the rest is valued at 0), and an output that empties the stock keeps the
 * average for the next input at the current average.
 */
export function planOutput(state: StockState, quantity: DecimalLike, cost?: { total: DecimalLike }): OutputPlan {
  const stock = big(state.quantity);
  const average = big(state.averageCost);
  const amount = round(big(quantity));
  if (amount.lte(0)) throw new RangeError('A movement needs a quantity above 0');
  if (amount.gt(stock)) return { ok: false, available: round(stock).toFixed() };
  const { unitValue, total } = costOf(amount, cost, average);
  const balance = stock.minus(amount);
  let averageCost = round(average);
  if (cost && balance.gt(0)) {
    const rest = stock.times(average).minus(total);
    averageCost = rest.lte(0) ? new Big(0) : round(rest.div(balance));
  }
  return {
    ok: true,
    movement: {
      kind: 'output',
      quantity: amount.toFixed(),
      unitValue: unitValue.toFixed(),
      total: total.toFixed(),
      balance: round(balance).toFixed(),
      averageCost: averageCost.toFixed(),
    },
  };
}

/** True when a movement's amounts fit the database columns (numeric(20,6)). */
export function fitsLedger(movement: PlannedMovement): boolean {
  return [movement.total, movement.balance, movement.averageCost, movement.unitValue].every((value) =>
    big(value).abs().lt(LEDGER_AMOUNT_LIMIT),
  );
}

/** Value of a stock: quantity × unit value, to 6 decimals. */
export const stockValue = (quantity: DecimalLike, unitValue: DecimalLike) => toDecimalString(big(quantity).times(big(unitValue)));

/** unit value = value / quantity when the quantity is above 0, else 0 (spec part 2 §3, supply used). */
export function unitValueOf(value: DecimalLike, quantity: DecimalLike): number {
  const amount = big(quantity);
  if (amount.lte(0)) return 0;
  return Number(round(big(value).div(amount)).toFixed());
}

/**
 * The share of a record's value that leaves with part of its quantity: value × part / quantity,
 * so that a record corrected down keeps its unit value and a record emptied gives back exactly
 * its value.
 */
export function proportionalValue(value: DecimalLike, quantity: DecimalLike, part: DecimalLike): string {
  const whole = big(quantity);
  if (big(part).gte(whole)) return toDecimalString(value);
  return toDecimalString(big(value).times(big(part)).div(whole));
}
