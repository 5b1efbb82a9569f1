import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The backup file (docs/decisions/018): gzip of JSON lines, the same whichever database wrote it
 * and whichever reads it.
 *
 *   {"format":"tintero-backup","version":1,...,"migrations":[{"hash":"…","created_at":1700000000000}]}
 *   {"table":"users","columns":["id","username",…]}
 *   ["1","admin",…]                      one line per row: each value as PostgreSQL's text, or null
 *   {"table":"production_orders",…}
 *   …
 *   {"end":{"rows":{"users":3,…},"sequences":[{"name":"users_id_seq","last_value":"3","is_called":true}]}}
 *   {"signature":{"algorithm":"HMAC-SHA-256","key":"…","digest":"…"}}   every line above, signed (signature.ts)
 *
 * Values travel as the database's own text form (what COPY writes), so numeric(20,6), timestamps and
 * jsonb come back exact. The end line proves the file is whole: a restore without it changes nothing.
 * The signature came later (issue 20) and stays outside the version: a reader of version 1 stops at
 * the end line, and a backup without a signature restores only when told `--unsigned`.
 */
export const BACKUP_FORMAT = 'tintero-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** Tintero's version that wrote it, for people reading the file. */
  tintero: string;
  database: 'postgres' | 'pglite';
  created_at: string;
  /** The migrations applied to the database backed up: the restore rebuilds exactly that schema first. */
  migrations: { hash: string; created_at: number }[];
}
export interface TableStart {
  table: string;
  columns: string[];
}
export interface SequenceState {
  name: string;
  last_value: string;
  is_called: boolean;
}
export interface BackupEnd {
  end: { rows: Record<string, number>; sequences: SequenceState[] };
}
/** The last line, after the end: outside what it signs (docs/decisions/024). */
export interface SignatureLine {
  signature: { algorithm: 'HMAC-SHA-256'; key: string; digest: string };
}
export type Row = (string | null)[];
/** What the writer writes itself (rows come from the database already as JSON, dump.ts); all but the signature are signed. */
export type SignedLine = BackupHeader | TableStart | BackupEnd;
export type BackupLine = SignedLine | SignatureLine;
/** A row as read: its line's JSON, which the restore hands to the database unparsed. */
export interface RowText {
  json: string;
}
export type ReadLine = BackupLine | RowText;

/** A backup that cannot be read as one: the message says what is wrong with the file. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/** `tintero-2026-11-26T06-40-00Z.backup.gz`: sorts by time, and no colon (Windows, scp). */
export const backupFileName = (at: Date) => `tintero-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.backup.gz`;
export const BACKUP_FILE_PATTERN = /^tintero-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.backup\.gz$/;

/** What a writer and a reader feed every signed line into, its newline included (signature.ts's HMAC). */
export interface ContentDigest {
  update: (text: string) => unknown;
}
export const SIGNATURE_PREFIX = '{"signature":';

/**
 * Writes lines gzip-compressed into `destination`, waiting whenever it is behind (a slow disk or
 * socket never makes the dump hold every row in memory), each line also into `digest`. `finish`
 * writes the signature line, ends the file and waits for it to be flushed; `fail` abandons it.
 */
export function backupWriter(destination: Writable, digest: ContentDigest) {
  const gzip = createGzip();
  const done = pipeline(gzip, destination);
  // Seen by whoever awaits finish(); an early failure must not go unhandled meanwhile.
  done.catch(() => undefined);
  const put = async (text: string) => {
    if (!gzip.write(text)) await Promise.race([once(gzip, 'drain'), done]);
  };
  return {
    async write(line: SignedLine) {
      await this.writeText(`${JSON.stringify(line)}\n`);
    },
    /** Lines already in JSON, each ending in a newline (rows as the database wrote them). */
    async writeText(text: string) {
      digest.update(text);
      await put(text);
    },
    async finish(signature: SignatureLine) {
      await put(`${JSON.stringify(signature)}\n`);
      gzip.end();
      await done;
    },
    fail(error: Error) {
      gzip.destroy(error);
    },
  };
}

const damagedGzip = () => new BackupFileError('La copia está dañada o incompleta (no es un archivo gzip entero). No se restauró nada.');

/**
 * The lines of a backup from its gzip bytes: markers parsed, rows (JSON arrays) as their text; each
 * line before the signature also into `digest`. Every failure of the file (a flipped byte, a cut,
 * gzip's own check at the end) is a BackupFileError, also one that comes after the reader stopped.
 */
export async function* readBackupLines(source: Readable, digest?: ContentDigest): AsyncGenerator<ReadLine> {
  const gunzip = createGunzip();
  // Kept for the whole read: gzip may fail after the lines stopped being read (a restore refused on
  // its first line), and an 'error' nobody listens to ends the process with a stack trace.
  let streamError: Error | undefined;
  gunzip.on('error', (error) => (streamError ??= error));
  source.on('error', (error) => gunzip.destroy(error));
  const lines = createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  let number = 0;
  let signed = false;
  try {
    for await (const text of lines) {
      number += 1;
      if (signed) throw new BackupFileError('La copia está dañada: tiene líneas después de su firma.');
      if (text.startsWith(SIGNATURE_PREFIX)) signed = true;
      else digest?.update(`${text}\n`);
      if (text === '') continue;
      if (text.startsWith('[')) {
        yield { json: text };
        continue;
      }
      try {
        yield JSON.parse(text) as BackupLine;
      } catch {
        throw new BackupFileError(`La copia está dañada: la línea ${number} no se puede leer.`);
      }
    }
    if (streamError) throw streamError;
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || code === 'ERR_STREAM_PREMATURE_CLOSE') throw damagedGzip();
    throw error;
  } finally {
    lines.close();
    gunzip.destroy();
  }
}

export const isHeader = (line: ReadLine | undefined): line is BackupHeader => !!line && 'format' in line && line.format === BACKUP_FORMAT;
export const isTableStart = (line: ReadLine): line is TableStart => 'table' in line;
export const isEnd = (line: ReadLine): line is BackupEnd => 'end' in line;
export const isRow = (line: ReadLine): line is RowText => 'json' in line;
export const isSignature = (line: ReadLine): line is SignatureLine => 'signature' in line;
