import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@tintero/domain';
import { bearer, createTestApp, tokenFor, userPayload, ADMIN_PASSWORD, type TestContext } from './helpers';
import { serializeError } from '../src/lib/logging';

/**
 * Issue 8, item 4: a failed query was logged with its parameters, password hashes included. The log
 * keeps the SQL text, the SQL state and the request id, never the values or credentials.
 */
let ctx: TestContext;
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  ctx = await createTestApp({}, { logger: { level: 'info', stream: logStream } });
});
afterAll(() => ctx.close());

describe('the error log', () => {
  it('names the SQL state and the request id of a failed query, never its parameters', async () => {
    const token = await tokenFor(ctx.app, 'admin', ADMIN_PASSWORD);
    // A rule the application does not know about makes the insert fail unexpectedly (a 500).
    await ctx.app.db.execute(sql`ALTER TABLE users ADD CONSTRAINT logging_test_refuses CHECK (length(address) < 3) NOT VALID`);
    const payload = userPayload({ password: 'muy-secreta-123', password_confirmation: 'muy-secreta-123' });
    const response = await ctx.app.inject({ method: 'POST', url: '/v1/users', headers: bearer(token), payload: { user: payload } });
    await ctx.app.db.execute(sql`ALTER TABLE users DROP CONSTRAINT logging_test_refuses`);

    expect(response.statusCode).toBe(500);
    const requestId = response.json().request_id as string;
    expect(response.json()).toEqual({ message: messages.http.internal, request_id: requestId });
    const log = lines.join('');
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.level === 50 && line.reqId === requestId);
    expect(entry?.err).toMatchObject({ type: 'DrizzleQueryError', sqlState: '23514', constraint: 'logging_test_refuses' });
    expect(entry?.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('muy-secreta-123');
    expect(log).not.toContain(payload.identification_number);
    expect(log).not.toContain(token);
  });
});

describe('serializeError', () => {
  it('keeps an ordinary error whole, with its cause', () => {
    const error = new Error('algo falló', { cause: new Error('debajo') });
    expect(serializeError(error)).toMatchObject({ type: 'Error', message: 'algo falló', cause: { message: 'debajo' } });
  });
});

describe('the request log', () => {
  it('writes no line for an ordinary answer at info, and one compact line per answer at debug', async () => {
    const before = lines.length;
    const quiet = await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    expect(quiet.statusCode).toBe(200);
    expect(lines.slice(before).filter((line) => line.includes('/v1/health'))).toEqual([]);

    const debugLines: string[] = [];
    const debugStream = new Writable({
      write(chunk, _encoding, done) {
        debugLines.push(String(chunk));
        done();
      },
    });
    const verbose = await createTestApp({}, { logger: { level: 'debug', stream: debugStream } });
    try {
      const answer = await verbose.app.inject({ method: 'GET', url: '/v1/health' });
      expect(answer.statusCode).toBe(200);
      const logged = debugLines.map((line) => JSON.parse(line)).filter((line) => line.url === '/v1/health');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 20, method: 'GET', statusCode: 200, msg: 'respuesta' });
      expect(typeof logged[0].reqId).toBe('string');
    } finally {
      await verbose.close();
    }
  });
});
