import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { currentOwner, DataDirLockedError, LOCK_FILE, lockDataDir, startTimeOf, type LockOwner } from '../src/db/data-dir-lock';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const linux = fs.existsSync('/proc/self/stat');

const dirs: string[] = [];
const children = new Set<ChildProcess>();

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tintero-lock-'));
  dirs.push(dir);
  return dir;
}

const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
const readLock = (dir: string): LockOwner => JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as LockOwner;
const writeLock = (dir: string, owner: LockOwner, name = LOCK_FILE) => fs.writeFileSync(path.join(dir, name), JSON.stringify(owner));

/** An owner record for `pid`, as that process would have written it. */
function ownerFor(pid: number, overrides: Partial<LockOwner> = {}): LockOwner {
  return { ...currentOwner(), pid, start: startTimeOf(pid), ...overrides };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** A process that exists for as long as the test wants (its stdin open). */
function idleProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'process.stdin.resume(); process.stdin.on("end", () => process.exit(0))'], {
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  children.add(child);
  return child;
}

/** The pid of a process that has run and been reaped. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await exited(child);
  return child.pid!;
}

/** Lines a child prints, awaited one by one with a deadline. */
function lineReader(child: ChildProcess) {
  const lines: string[] = [];
  let buffer = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    lines.push(...parts);
  });
  return async (timeoutMs = 30_000): Promise<string> => {
    const deadline = Date.now() + timeoutMs;
    while (lines.length === 0) {
      if (Date.now() > deadline) throw new Error(`no line from process ${child.pid} within ${timeoutMs} ms`);
      if (child.exitCode !== null) throw new Error(`process ${child.pid} exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return lines.shift()!;
  };
}

/** A process running server/test/lock-child.ts against `dir`, ready to be told "go". */
async function lockChild(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/lock-child.ts', dir], {
    cwd: serverDir,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.add(child);
  const nextLine = lineReader(child);
  expect(await nextLine(60_000)).toBe('ready');
  return { child, nextLine, go: () => child.stdin!.write('go\n') };
}

afterEach(async () => {
  for (const child of children) {
    child.stdin?.end();
    if (!(await Promise.race([exited(child).then(() => true), new Promise((r) => setTimeout(() => r(false), 5_000))]))) {
      child.kill('SIGKILL');
    }
    children.delete(child);
  }
});

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('writes its owner into tintero.lock and removes it on release', async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    const owner = readLock(dir);
    expect(owner).toEqual(lock.owner);
    expect(owner.pid).toBe(process.pid);
    if (linux) expect(owner.start).toBe(startTimeOf(process.pid));
    expect(lock.tookOverFrom).toBeUndefined();
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a folder this process holds already', async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    lock.release();
    (await lockDataDir(dir)).release();
  });

  it('refuses a folder held by another live process, naming it in Spanish', async () => {
    const dir = tempDir();
    const holder = await lockChild(dir);
    holder.go();
    expect(await holder.nextLine()).toBe('locked ');
    const error = await lockDataDir(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain('ya está en uso por otro proceso de Tintero');
    expect((error as Error).message).toContain(`pid ${holder.child.pid}`);
    holder.child.stdin!.end();
    await exited(holder.child);
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over the lock of a process that is gone, at once', async () => {
    const dir = tempDir();
    const pid = await deadPid();
    writeLock(dir, ownerFor(pid, { start: '1' }));
    const lock = await lockDataDir(dir);
    expect(lock.tookOverFrom?.pid).toBe(pid);
    expect(readLock(dir).token).toBe(lock.owner.token);
    lock.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it.runIf(linux)('takes over a lock whose pid now belongs to another process (start time differs)', async () => {
    const dir = tempDir();
    const other = idleProcess();
    writeLock(dir, ownerFor(other.pid!, { start: String(Number(startTimeOf(other.pid!)) - 100) }));
    const lock = await lockDataDir(dir);
    expect(lock.tookOverFrom?.pid).toBe(other.pid);
    lock.release();
  });

  it.runIf(linux)('keeps a lock whose pid and start time match a live process', async () => {
    const dir = tempDir();
    const other = idleProcess();
    writeLock(dir, ownerFor(other.pid!));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('takes over a lock naming our own pid that this process did not write (a restarted container is pid 1 again)', async () => {
    const dir = tempDir();
    writeLock(dir, ownerFor(process.pid, { token: 'abcdef0123456789' }));
    const lock = await lockDataDir(dir);
    expect(lock.tookOverFrom?.token).toBe('abcdef0123456789');
    lock.release();
  });

  it.runIf(linux)('takes over a lock written before the machine restarted (another boot id)', async () => {
    const dir = tempDir();
    const other = idleProcess();
    writeLock(dir, ownerFor(other.pid!, { boot: '00000000-0000-0000-0000-000000000000' }));
    const lock = await lockDataDir(dir);
    expect(lock.tookOverFrom?.pid).toBe(other.pid);
    lock.release();
  });

  it('judges the directory lock of earlier versions by its age', async () => {
    const dir = tempDir();
    fs.mkdirSync(lockFile(dir));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(dir), old, old);
    const lock = await lockDataDir(dir);
    expect(fs.statSync(lockFile(dir)).isFile()).toBe(true);
    lock.release();
  });

  it('waits for a lock file being written, and takes it over once it is old and still unreadable', async () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), '');
    await expect(lockDataDir(dir, { waitMs: 100 })).rejects.toBeInstanceOf(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(dir), old, old);
    (await lockDataDir(dir)).release();
  });

  it('waits while a live process is taking over a stale lock, and takes over the claim of one that died', async () => {
    const dir = tempDir();
    const stale = ownerFor(await deadPid(), { token: '1111111111111111' });
    writeLock(dir, stale);
    const claim = `${LOCK_FILE}.takeover-${stale.token}`;
    const claimant = idleProcess();
    writeLock(dir, ownerFor(claimant.pid!, { token: '2222222222222222' }), claim);
    // A live claimant is mid-takeover: wait for it, then give up with the usual error.
    await expect(lockDataDir(dir, { waitMs: 200 })).rejects.toBeInstanceOf(DataDirLockedError);
    expect(readLock(dir).token).toBe(stale.token);
    // The claimant died in that window: its claim is taken over one level down.
    writeLock(dir, ownerFor(await deadPid(), { token: '2222222222222222' }), claim);
    const lock = await lockDataDir(dir);
    expect(lock.tookOverFrom?.token).toBe(stale.token);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
  });

  it('lets exactly one of several processes starting together win, on a free folder and over a stale lock', async () => {
    for (const stale of [false, true]) {
      const dir = tempDir();
      const dead = await deadPid();
      if (stale) writeLock(dir, ownerFor(dead, { start: '1' }));
      const contenders = await Promise.all([1, 2, 3, 4].map(() => lockChild(dir)));
      for (const contender of contenders) contender.go();
      const answers = await Promise.all(contenders.map((contender) => contender.nextLine()));
      const winners = contenders.filter((_, index) => answers[index]!.startsWith('locked'));
      expect(answers.filter((answer) => answer === 'refused')).toHaveLength(3);
      expect(winners).toHaveLength(1);
      expect(readLock(dir).pid).toBe(winners[0]!.child.pid);
      expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
      for (const contender of contenders) contender.child.stdin!.end();
      await Promise.all(contenders.map((contender) => exited(contender.child)));
      expect(fs.readdirSync(dir)).toEqual([]);
    }
  });
});
