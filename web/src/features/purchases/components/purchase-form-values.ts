import type { Resolver } from 'react-hook-form';
import {
  purchaseCreateSchema,
  purchaseUpdateSchema,
  sumMoney,
  unitValueOf,
  type PurchaseResponse,
  type PurchaseStatus,
} from '@tintero/domain';
import type { SupplyChoice } from '../../../components/supply-autocomplete';
import type { Normalizers } from '../../../lib/form-values';

/** One detail row of the form: the supply chosen with the autocomplete, its quantity and total. */
export interface PurchaseDetailValues {
  /** The saved detail's id; `null` on a row added in this form. */
  detail_id: number | null;
  supply: SupplyChoice | null;
  quantity: number | null;
  total: number | null;
}

export interface PurchaseFormValues {
  company: string;
  invoice_number: string;
  purchased_at: string;
  status: PurchaseStatus;
  observation: string;
  details: PurchaseDetailValues[];
}

export const emptyDetail = (): PurchaseDetailValues => ({ detail_id: null, supply: null, quantity: null, total: null });

export function toFormValues(purchase: PurchaseResponse | undefined, today: string): PurchaseFormValues {
  return {
    company: purchase?.company ?? '',
    invoice_number: purchase?.invoice_number ?? '',
    purchased_at: purchase?.purchased_at ?? today,
    status: purchase?.status ?? 'approved',
    observation: purchase?.observation ?? '',
    details: purchase
      ? purchase.details.map((detail) => ({
          detail_id: detail.id,
          supply: { id: detail.supply_id, name: detail.supply_name, unit_of_measurement: detail.unit_of_measurement },
          quantity: detail.quantity,
          total: detail.total,
        }))
      : [emptyDetail()],
  };
}

/** The details as the API takes them: rows with `id` are changed, rows without are added. */
export function detailsPayload(details: readonly PurchaseDetailValues[]) {
  return details.map((row) => ({
    ...(row.detail_id ? { id: row.detail_id } : {}),
    supply_id: row.supply?.id ?? null,
    quantity: row.quantity,
    total: row.total,
  }));
}

/** The body: the header fields that changed (all of them when new) and, if any row changed, the whole list of rows. */
export function payloadOf(isNew: boolean) {
  return (changes: Partial<PurchaseFormValues>, values: PurchaseFormValues): Record<string, unknown> => {
    const { details, observation, status, purchased_at, ...header } = changes;
    if (isNew) return { ...header, purchased_at, details: detailsPayload(values.details) };
    const body: Record<string, unknown> = { ...header };
    if (details !== undefined) body.details = detailsPayload(values.details);
    if (status !== undefined) body.status = status;
    if (values.status === 'cancelled') body.observation = values.observation;
    else if (observation !== undefined) body.observation = observation;
    return body;
  };
}

/** The rows mean their payload: a reordered or retyped identical list is no change. */
export const normalize: Normalizers<PurchaseFormValues> = {
  details: (rows) => JSON.stringify(detailsPayload((rows as PurchaseDetailValues[] | undefined) ?? [])),
};

/** A row's unit value, total ÷ quantity, once both are numbers (quantity above 0). */
export function rowUnitValue(row: Pick<PurchaseDetailValues, 'quantity' | 'total'> | undefined): number | null {
  if (!row) return null;
  const { quantity, total } = row;
  if (typeof quantity !== 'number' || typeof total !== 'number' || !(quantity > 0) || Number.isNaN(total)) return null;
  return unitValueOf(total, quantity);
}

/** The purchase's total: the rows' totals added exactly. */
export function grandTotal(rows: readonly Pick<PurchaseDetailValues, 'total'>[] | undefined): number {
  return sumMoney((rows ?? []).map((row) => (typeof row.total === 'number' && !Number.isNaN(row.total) ? row.total : 0)));
}

/** Writes `value` at `path` in a nested object of errors (arrays for the rows). */
function setIn(target: Record<string, unknown>, path: readonly (string | number)[], value: unknown) {
  let node: Record<string | number, unknown> = target;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      if (node[key] === undefined) node[key] = value;
      return;
    }
    if (node[key] === undefined) node[key] = typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
}

/**
 * The domain schema the server uses (create: the purchase date between one month ago and today;
 * update: the cancel needs its observation), with each row's message on its own input: a row's
 * `supply_id` is its supply field, the list's own message ("at least one supply") sits on `details.root`.
 */
export function purchaseResolver(isNew: boolean, today: string): Resolver<PurchaseFormValues> {
  const schema = isNew ? purchaseCreateSchema(today) : purchaseUpdateSchema;
  return async (values) => {
    const input = isNew
      ? {
          company: values.company,
          invoice_number: values.invoice_number,
          purchased_at: values.purchased_at,
          details: detailsPayload(values.details),
        }
      : {
          company: values.company,
          invoice_number: values.invoice_number,
          status: values.status,
          observation: values.observation,
          details: detailsPayload(values.details),
        };
    const result = schema.safeParse(input);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map((key) => (key === 'supply_id' ? 'supply' : key)) as (string | number)[];
      const error = { type: issue.code, message: issue.message };
      if (path.length === 1 && path[0] === 'details') setIn(errors, ['details', 'root'], error);
      else setIn(errors, path, error);
    }
    return { values: {}, errors: errors as never };
  };
}

/** Server field → input, for the rows shown (`details.0.supply_id` → `details.0.supply`). */
export function serverFieldsFor(rowCount: number): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let index = 0; index < rowCount; index += 1) {
    fields[`details.${index}.supply_id`] = `details.${index}.supply`;
    fields[`details.${index}.quantity`] = `details.${index}.quantity`;
    fields[`details.${index}.total`] = `details.${index}.total`;
  }
  return fields;
}
