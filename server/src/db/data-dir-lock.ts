import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The lock on a PGlite data folder: two PGlite instances on one folder corrupt it.
 *
 * `DATA_DIR/tintero.lock` names its owner: pid, the process start time (/proc/<pid>/stat on
 * Linux), the boot id and a random token. Whoever finds it decides at once whether the owner still
 * lives, so a process manager may restart the server right after a crash:
 *
 * - a token this process holds: live (the same folder opened twice in one process);
 * - our own pid but not our token: stale (a container restarted and we are pid 1 again);
 * - another boot id: stale (the machine restarted);
 * - no such process, a zombie, or a process with another start time (pid reused): stale;
 * - otherwise live: DataDirLockedError.
 *
 * The file is created whole and exclusively (written to a temporary name, then hard-linked to
 * `tintero.lock`, which fails if it exists), so of two processes starting together only one wins.
 * A stale lock is taken over atomically: its remover must first create, by the same exclusive
 * means, the claim `tintero.lock.takeover-<stale token>`, and removes the lock only if it still
 * carries that token; then it competes again to create its own. A claim whose owner died (killed
 * within those few instructions) is taken over the same way, one level down.
 */

export const LOCK_FILE = 'tintero.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly owner?: LockOwner,
  ) {
    super(
      `La carpeta de datos ${dir} ya está en uso por otro proceso de Tintero` +
        (owner ? ` (pid ${owner.pid}, iniciado ${owner.since})` : '') +
        '. Detenga ese proceso o use otra carpeta con DATA_DIR.',
    );
  }
}

/** What the lock file records about its owner. */
export interface LockOwner {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat, field 22); null off Linux. */
  start: string | null;
  /** /proc/sys/kernel/random/boot_id; null off Linux. */
  boot: string | null;
  host: string;
  /** When the lock was taken (ISO), for people reading the file or the message. */
  since: string;
  token: string;
}

export interface DataDirLock {
  readonly file: string;
  readonly owner: LockOwner;
  /** The dead owner whose lock was taken over, to log it. */
  readonly tookOverFrom: LockOwner | undefined;
  /** Removes the lock file if it is still ours. Synchronous: it also runs on process exit. */
  release: () => void;
}

export interface LockOptions {
  /** How long to wait for another process that is in the middle of a takeover (ms). */
  waitMs?: number;
}

/** Tokens of the locks this process holds. */
const held = new Set<string>();

const TAKEOVER = '.takeover-';
/** Claims of claims: each level is a crash inside a few instructions; more means something else is wrong. */
const MAX_DEPTH = 4;
/** A lock file that cannot be read as an owner (being written without hard links, or damaged) is stale after this. */
const UNREADABLE_STALE_MS = 2_000;
/** The directory lock of Tintero ≤ 2.29 (proper-lockfile) was refreshed every 2 s and stale after 10 s. */
const LEGACY_STALE_MS = 10_000;

function readTrimmed(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

const bootId = (): string | null => readTrimmed('/proc/sys/kernel/random/boot_id');

/** State and start time of a process from /proc (Linux); null when there is no /proc or no such process. */
function procStat(pid: number): { state: string; start: string } | null {
  const stat = readTrimmed(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const start = fields[19];
  return state && start ? { state, start } : null;
}

/** Start time of a running process as the lock records it (Linux); null elsewhere or when there is none. */
export const startTimeOf = (pid: number): string | null => procStat(pid)?.start ?? null;

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const hasProc = (): boolean => fs.existsSync(`/proc/${process.pid}/stat`);

/** Whether the process that wrote `owner` is still running. */
export function ownerIsAlive(owner: LockOwner): boolean {
  if (held.has(owner.token)) return true;
  if (owner.pid === process.pid) return false;
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || !processExists(owner.pid)) return false;
  if (!hasProc()) return true;
  const stat = procStat(owner.pid);
  if (!stat) return false;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return owner.start === null || owner.start === stat.start;
}

/** This process as a lock owner, with a fresh token. */
export function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    start: startTimeOf(process.pid),
    boot: bootId(),
    host: os.hostname(),
    since: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
}

type Entry =
  | { kind: 'missing' }
  | { kind: 'owner'; token: string; owner: LockOwner }
  /** A legacy lock directory or a file that does not parse: judged by its age. */
  | { kind: 'opaque'; token: string; ageMs: number; staleAfterMs: number };

function isOwner(value: unknown): value is LockOwner {
  const owner = value as LockOwner | null;
  return typeof owner === 'object' && owner !== null && typeof owner.pid === 'number' && typeof owner.token === 'string';
}

function inspect(file: string): Entry {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  const ageMs = Date.now() - stat.mtimeMs;
  if (stat.isDirectory()) return { kind: 'opaque', token: `legacy${Math.trunc(stat.mtimeMs)}`, ageMs, staleAfterMs: LEGACY_STALE_MS };
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  try {
    const owner: unknown = JSON.parse(text);
    if (isOwner(owner) && /^[0-9a-f]+$/.test(owner.token)) return { kind: 'owner', token: owner.token, owner };
  } catch {
    // judged by age below
  }
  return { kind: 'opaque', token: `unreadable${stat.ino}x${Math.trunc(stat.mtimeMs)}`, ageMs, staleAfterMs: UNREADABLE_STALE_MS };
}

type Verdict = 'live' | 'stale' | 'pending';

function judge(entry: Exclude<Entry, { kind: 'missing' }>): Verdict {
  if (entry.kind === 'owner') return ownerIsAlive(entry.owner) ? 'live' : 'stale';
  if (entry.ageMs > entry.staleAfterMs) return 'stale';
  return entry.token.startsWith('legacy') ? 'live' : 'pending';
}

const LINK_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/** Creates `file` with `content`, whole, only if it does not exist. */
function createExclusive(file: string, content: string, token: string): boolean {
  const temporary = `${file}.${token}.tmp`;
  fs.writeFileSync(temporary, content, { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!LINK_UNSUPPORTED.has(code)) throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  // No hard links on this file system: exclusive create, then write (a reader seeing it empty waits).
  try {
    fs.writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function removeIfToken(file: string, token: string): boolean {
  const entry = inspect(file);
  if (entry.kind === 'missing' || entry.token !== token) return false;
  fs.rmSync(file, { recursive: true, force: true });
  return true;
}

type Attempt =
  | { acquired: true; tookOverFrom: LockOwner | undefined }
  /** `live`: a live owner holds `file`. `busy`: someone is taking it over, or it is being written; ask again. */
  | { acquired: false; state: 'live' | 'busy'; owner: LockOwner | undefined };

/** Creates `file` for `me`, taking over a stale one under a claim; never waits. */
function attempt(file: string, me: LockOwner, content: string, depth: number): Attempt {
  let tookOverFrom: LockOwner | undefined;
  for (;;) {
    if (createExclusive(file, content, me.token)) return { acquired: true, tookOverFrom };
    const entry = inspect(file);
    if (entry.kind === 'missing') continue;
    const owner = entry.kind === 'owner' ? entry.owner : undefined;
    const verdict = judge(entry);
    if (verdict === 'live') return { acquired: false, state: depth === 0 ? 'live' : 'busy', owner };
    if (verdict === 'pending' || depth >= MAX_DEPTH) return { acquired: false, state: 'busy', owner };
    const claim = `${file}${TAKEOVER}${entry.token}`;
    const claimed = attempt(claim, me, content, depth + 1);
    if (!claimed.acquired) return { acquired: false, state: 'busy', owner };
    try {
      // Holding the claim, we alone may remove the lock that carries this token.
      if (removeIfToken(file, entry.token) && owner) tookOverFrom = owner;
    } finally {
      removeIfToken(claim, me.token);
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Locks `dir` (which must exist) for this process, taking over a lock whose owner is gone.
 * Throws DataDirLockedError when a live process holds it.
 */
export async function lockDataDir(dir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const file = path.join(dir, LOCK_FILE);
  const me = currentOwner();
  const content = `${JSON.stringify(me, null, 2)}\n`;
  const deadline = Date.now() + (options.waitMs ?? 3_000);
  for (;;) {
    const result = attempt(file, me, content, 0);
    if (result.acquired) {
      held.add(me.token);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        held.delete(me.token);
        try {
          removeIfToken(file, me.token);
        } catch {
          // The folder went away or became unwritable: a later start judges the file by its pid.
        }
      };
      process.on('exit', release);
      return { file, owner: me, tookOverFrom: result.tookOverFrom, release };
    }
    if (result.state === 'live' || Date.now() >= deadline) throw new DataDirLockedError(dir, result.owner);
    await pause(20);
  }
}
