import { z } from 'zod';

/** `{id}` path parameters are integers (spec part 1 §2). */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A request body wrapped in its resource key; the service validates the inside. */
export const wrappedBody = (key: string) => z.object({ [key]: z.record(z.string(), z.unknown()) });

/** `true`/`false` in a query string. */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');
