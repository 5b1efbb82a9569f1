import { describe, expect, it } from 'vitest';
import { serverClock } from './server-clock';

describe('server clock', () => {
  it('knows nothing until an answer comes: the offset is 0', () => {
    expect(serverClock.offset()).toBe(0);
  });

  it('takes the middle of what one answer allows, and sharpens with more answers', () => {
    // The server read 10:00:05.000 while the request was out between local 10:00:00.000 and 10:00:00.200.
    const local = Date.parse('2030-01-02T15:00:00.000Z');
    serverClock.observeServerTime('2030-01-02T15:00:05.000Z', local, local + 200);
    expect(serverClock.offset()).toBe(4900);
    // A quicker answer later bounds it tighter: 10:00:35.000 read between local :30.000 and :30.040.
    serverClock.observeServerTime('2030-01-02T15:00:35.000Z', local + 30_000, local + 30_040);
    expect(serverClock.offset()).toBe(4980);
  });

  it('a Date header (whole seconds) bounds it too', () => {
    const local = Date.parse('2030-01-02T15:00:00.000Z');
    serverClock.observeDateHeader('Wed, 02 Jan 2030 14:58:00 GMT', local, local + 100);
    // The server's clock read somewhere in 14:58:00.000–14:58:00.999: about two minutes behind.
    expect(serverClock.offset()).toBe(-119_550);
    serverClock.observeDateHeader(null, local, local);
    expect(serverClock.offset()).toBe(-119_550);
  });

  it("starts over when this device's clock was changed and an answer no longer fits", () => {
    const local = Date.parse('2030-01-02T15:00:00.000Z');
    serverClock.observeServerTime('2030-01-02T15:00:05.000Z', local, local + 10);
    expect(serverClock.offset()).toBe(4995);
    // Someone set the tablet's clock right: now it agrees with the server.
    serverClock.observeServerTime('2030-01-02T15:10:00.000Z', local + 600_000, local + 600_010);
    expect(serverClock.offset()).toBe(-5);
  });
});
