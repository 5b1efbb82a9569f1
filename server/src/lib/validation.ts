import type { z } from 'zod';
import { unprocessable } from './http-errors';

/** Issues of a zod error as `{ field: [messages] }`, the 422 shape of DESIGN §4. */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'base';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Validates with a schema chosen at run time (e.g. by who is asking); 422 on failure. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw unprocessable(toFieldErrors(result.error));
  return result.data;
}
