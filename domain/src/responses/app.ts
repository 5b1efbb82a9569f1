import { z } from 'zod';

/** `GET /about`: the help dialog's contact and the settings the screens follow; no money, every role. */
export const aboutResponseSchema = z.object({
  version: z.string(),
  contact_email: z.string(),
  /** Cards colour time spent yellow up to this many seconds over the estimate, red beyond. */
  time_overrun_tolerance_seconds: z.int(),
  /** Screens show timestamps in APP_TIME_ZONE, as the Excel export and the month filters do. */
  time_zone: z.string(),
  /** Intervals open longer than this are flagged to administrators. */
  max_open_interval_hours: z.number().optional(),
  /** API_DOCS: whether /v1/docs is served (the help dialog links administrators to it). */
  api_docs: z.boolean(),
  /** MAX_INTERVAL_HOURS: the interval editor refuses an interval longer than this (docs/decisions/025). */
  max_interval_hours: z.int(),
});
export type About = z.infer<typeof aboutResponseSchema>;

/** `GET /health` (public). */
export const healthResponseSchema = z.object({
  /** `opening` (with a 503) for the first seconds after start, while the database loads: API requests wait for it meanwhile. */
  status: z.enum(['ok', 'opening']),
  version: z.string(),
});

/** The answer of a delete that returns nothing (204). */
export const noContentResponseSchema = z.null().describe('Sin contenido');
