import pg from 'pg';

/** One statement a request ran, as node-postgres received it. */
export interface CapturedQuery {
  text: string;
  values?: unknown[];
  rowMode?: string;
  name?: string;
}

let recording: CapturedQuery[] | undefined;

/**
 * Records every statement node-postgres sends while `start()`…`stop()` run (the bench does one
 * request at a time then), so the bare baseline can run exactly the same SQL with the same
 * parameters: whatever the routes become, the floor follows them.
 */
export function installCapture() {
  type Query = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function (config, values, callback) {
    if (recording) {
      const object = typeof config === 'object' && config !== null ? (config as Partial<CapturedQuery> & { values?: unknown[] }) : {};
      const text = typeof config === 'string' ? config : object.text;
      if (text) {
        recording.push({
          text,
          values: Array.isArray(values) ? (values as unknown[]) : object.values,
          rowMode: object.rowMode,
          name: object.name,
        });
      }
    }
    return original.call(this, config, values, callback);
  };
  return {
    start: () => {
      recording = [];
    },
    stop: () => {
      const queries = recording ?? [];
      recording = undefined;
      return queries;
    },
  };
}
