import { z } from 'zod';
import type { Role } from '../users';

/**
 * Building blocks of the answers (DESIGN §4): what each route answers is declared once here, per
 * role. The server writes only the declared fields (its serializer is compiled from these schemas),
 * so a field that is not declared never leaves it, and operators and sellers get the variant that
 * declares no money (DESIGN §5).
 */

/** The JSON Schema keyword that marks a monetary field (shown in the OpenAPI description too). */
export const MONEY_KEYWORD = 'x-money';

/** An amount of money: numeric(20,6) as a JSON number. Never in an operator's or a seller's answer. */
export const moneyAmount = () => z.number().meta({ [MONEY_KEYWORD]: true });

/** A row id. */
export const rowId = () => z.int();
/** A quantity or worked minutes: numeric(20,6) as a JSON number. */
export const quantity = () => z.number();
/** A timestamp, ISO 8601 with its offset (`2026-11-22T00:41:26.786Z`). */
export const timestamp = () => z.iso.datetime({ offset: true });
/** A calendar date `YYYY-MM-DD`. */
export const calendarDate = () => z.iso.date();

/**
 * What a route answers to each role: administrators the full answer; operators and sellers, where
 * they may call the route, their own variant (no money), or the same answer when it has none.
 */
export type ResponsesByRole<Full extends z.ZodType = z.ZodType> = { administrator: Full } & Partial<
  Record<Exclude<Role, 'administrator'>, z.ZodType>
>;

/** The same variants, each as a list. */
export function listsOf<Full extends z.ZodType>(variants: ResponsesByRole<Full>): ResponsesByRole<z.ZodArray<Full>> {
  const lists = { administrator: z.array(variants.administrator) } as ResponsesByRole<z.ZodArray<Full>>;
  if (variants.operator) lists.operator = z.array(variants.operator);
  if (variants.seller) lists.seller = z.array(variants.seller);
  return lists;
}

/**
 * Names of monetary fields: every money column and derived value of the data model. A numeric
 * field with one of these names, or ending in `_value`, `_cost` or `_price`, is money wherever it
 * appears; a text field may still be called `value` (a catalogue item's label).
 */
export const MONEY_FIELD_NAMES: readonly string[] = [
  'value',
  'values',
  'cost',
  'price',
  'total',
  'total_supplies',
  'total_labor',
  'total_cost',
  'cost_work_third_party',
];
const MONEY_SUFFIX = /_(value|values|cost|costs|price|prices)$/;

export const isMoneyFieldName = (name: string) => MONEY_FIELD_NAMES.includes(name) || MONEY_SUFFIX.test(name);

type JsonSchema = { [key: string]: unknown };

/**
 * The monetary fields a JSON Schema declares, as paths (`data[].unit_value`): fields marked with
 * `moneyAmount()`, and numeric fields with a money name. An operator's or a seller's answer must
 * have none; the server refuses to start with one, and a test walks every answer.
 */
export function monetaryFields(schema: unknown, path = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as JsonSchema;
  const found: string[] = [];
  const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, property] of Object.entries(properties)) {
    const where = path ? `${path}.${name}` : name;
    const types = [property.type].flat();
    const numeric = types.includes('number') || types.includes('integer');
    if (property[MONEY_KEYWORD] === true || (numeric && isMoneyFieldName(name))) found.push(where);
    found.push(...monetaryFields(property, where));
  }
  if (node.items) found.push(...monetaryFields(node.items, `${path}[]`));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const branch of (node[key] as unknown[] | undefined) ?? []) found.push(...monetaryFields(branch, path));
  }
  if (node[MONEY_KEYWORD] === true && path === '') found.push('(the answer itself)');
  return found;
}
