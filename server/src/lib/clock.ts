/**
 * The server's clock (DESIGN §7.3: the server owns the time of work). Every interval start, pause,
 * finish and edit, and the "open too long" check, read `app.now()`, never the client's clock nor
 * scattered `new Date()` calls: tests hand the app a clock they move by hand, with no sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

declare module 'fastify' {
  interface FastifyInstance {
    /** Now, by the server's clock. */
    now: Clock;
  }
}

/** A timestamp as SQL receives it, whatever the driver: ISO 8601 in UTC. */
export const sqlTimestamp = (date: Date) => date.toISOString();
