import { describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor, withAdministrator } from './helpers';
import { openEventStream } from './event-stream';

/**
 * "Cerrar sesión en todos los dispositivos" (issue 15): POST /v1/users/{id}/end_sessions ends
 * every session of a user at once, in every process; who may call it is in
 * authorization/sessions.ts.
 */
const session = withAdministrator();

const readOwn = async (id: number, token: string, app = session.app) =>
  (await app.inject({ method: 'GET', url: `/v1/users/${id}`, headers: bearer(token) })).statusCode;
const endSessions = (id: number, token: string) =>
  session.app.inject({ method: 'POST', url: `/v1/users/${id}/end_sessions`, headers: bearer(token) });

/** An operator signed in on two devices. */
async function signedInTwice() {
  const user = await createUser(session.app, session.admin);
  const tablet = await tokenFor(session.app, user.username, user.password);
  const phone = await tokenFor(session.app, user.username, user.password);
  return { ...user, tablet, phone };
}

describe('ending all of one’s own sessions', () => {
  it('ends every token issued before, the one that asked included; a sign-in afterwards works', async () => {
    const ana = await signedInTwice();
    const ended = await endSessions(ana.id, ana.tablet);
    expect(ended.statusCode).toBe(204);
    expect(ended.body).toBe('');
    expect(await readOwn(ana.id, ana.tablet)).toBe(401);
    expect(await readOwn(ana.id, ana.phone)).toBe(401);
    const again = await tokenFor(session.app, ana.username, ana.password);
    expect(await readOwn(ana.id, again)).toBe(200);
  });

  it("leaves everyone else's sessions alone", async () => {
    const ana = await signedInTwice();
    const beto = await signedInTwice();
    expect((await endSessions(ana.id, ana.phone)).statusCode).toBe(204);
    expect(await readOwn(beto.id, beto.tablet)).toBe(200);
    expect(await readOwn(beto.id, beto.phone)).toBe(200);
    expect((await session.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(session.admin) })).statusCode).toBe(200);
  });
});

describe("an administrator ending someone else's sessions", () => {
  it('ends theirs and keeps the administrator signed in', async () => {
    const ana = await signedInTwice();
    expect((await endSessions(ana.id, session.admin)).statusCode).toBe(204);
    expect(await readOwn(ana.id, ana.tablet)).toBe(401);
    expect(await readOwn(ana.id, ana.phone)).toBe(401);
    expect(await readOwn(ana.id, session.admin)).toBe(200);
  });

  it('is refused by the other server processes at once, and ends the user’s event streams', async () => {
    const other = await session.ctx.startAnotherProcess();
    const ana = await signedInTwice();
    // The other process has her session cached (up to 5 s) before it hears of the change.
    expect(await readOwn(ana.id, ana.tablet, other)).toBe(200);
    // Opened on the other process: it hears of the change only through the database's notification.
    const stream = await openEventStream(other, ana.phone);
    expect(stream.status).toBe(200);
    expect((await endSessions(ana.id, session.admin)).statusCode).toBe(204);
    await stream.ended;
    // Delivered by LISTEN/NOTIFY well before the cache's 5 s bound.
    await expect.poll(() => readOwn(ana.id, ana.tablet, other), { timeout: 2_000, interval: 50 }).toBe(401);
  });

  it('answers 404 for a user who does not exist, in Spanish', async () => {
    const response = await endSessions(999_999, session.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('El usuario no existe.');
  });

  it('is written in the audit trail: who ended whose sessions', async () => {
    const ana = await signedInTwice();
    expect((await endSessions(ana.id, session.admin)).statusCode).toBe(204);
    const trail = await session.app.inject({
      method: 'GET',
      url: `/v1/audit_events?record_type=users&record_id=${ana.id}`,
      headers: bearer(session.admin),
    });
    expect(trail.statusCode, trail.body).toBe(200);
    const adminId = JSON.parse(Buffer.from(session.admin.split('.')[1]!, 'base64url').toString()).id;
    expect(trail.json().data).toContainEqual(
      expect.objectContaining({ action: 'sessions_ended', record_type: 'users', record_id: ana.id, user_id: adminId }),
    );
  });
});
