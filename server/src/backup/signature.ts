import { createHash, createHmac, randomBytes, timingSafeEqual, type Hmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BackupFileError, type SignatureLine } from './format';

/**
 * Backups carry a signature (docs/decisions/024): an HMAC-SHA-256 of their whole content (every line
 * before it, as written, before compression) with a key kept beside the data, `DATA_DIR/BACKUP_KEY`.
 * Whoever can change a backup file (a shared disk, a copy sent away) but cannot read the data folder
 * cannot make a changed file pass: `npm run restore` refuses it unless told `--unsigned`.
 */
export const BACKUP_KEY_FILE = 'BACKUP_KEY';
const KEY_BYTES = 32;

export interface BackupKey {
  secret: Buffer;
  /** Names the key in the signature line (the start of its SHA-256), so a file signed with another key says so. */
  id: string;
  file: string;
}

const keyOf = (secret: Buffer, file: string): BackupKey => ({
  secret,
  id: createHash('sha256').update(secret).digest('hex').slice(0, 16),
  file,
});

function readKey(file: string): BackupKey {
  const secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  if (secret.length < KEY_BYTES) {
    throw new BackupFileError(`La clave de las copias ${file} no es válida (debe tener ${KEY_BYTES} bytes en base64url).`);
  }
  return keyOf(secret, file);
}

/** What a restore checks a backup's signature with: the key in a folder, or its absence (the message names the file). */
export interface KeyCheck {
  key: BackupKey | undefined;
  keyFile: string;
}

/** The key in `dataDir`, if any (a restore never makes one: a new key verifies nothing). */
export function keyCheckIn(dataDir: string): KeyCheck {
  const keyFile = path.join(dataDir, BACKUP_KEY_FILE);
  return { key: fs.existsSync(keyFile) ? readKey(keyFile) : undefined, keyFile };
}

/**
 * The key in `dataDir`, made (0600) the first time a backup needs it. Written whole under another
 * name and linked into place, so two backups starting together agree on one key.
 */
export function backupKey(dataDir: string): BackupKey {
  const file = path.join(dataDir, BACKUP_KEY_FILE);
  if (fs.existsSync(file)) return readKey(file);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${randomBytes(KEY_BYTES).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return readKey(file);
}

/** What the writer and the reader feed each line into (its text and its newline). */
export const contentDigest = (key: BackupKey): Hmac => createHmac('sha256', key.secret);

export const signatureLine = (key: BackupKey, digest: Hmac): SignatureLine => ({
  signature: { algorithm: 'HMAC-SHA-256', key: key.id, digest: digest.digest('hex') },
});

/** A backup whose signature is missing or does not match: refused unless `--unsigned`. */
export class BackupSignatureError extends BackupFileError {
  override name = 'BackupSignatureError';
}

const TRUST_IT = 'Si sabe de dónde viene el archivo y confía en él, repita con --unsigned.';

/** The digest to read a backup into when it will be checked, else undefined. */
export const readerDigest = (check: KeyCheck | 'unchecked') => (check !== 'unchecked' && check.key ? contentDigest(check.key) : undefined);

/** Throws BackupSignatureError unless `line` is the signature the key gives the content read into `digest`. */
export function checkSignature(line: SignatureLine | undefined, digest: Hmac | undefined, { key, keyFile }: KeyCheck) {
  if (!line) {
    throw new BackupSignatureError(
      `La copia no lleva firma: se hizo con una versión de Tintero anterior a las firmas, o se la quitaron. No se restauró nada. ${TRUST_IT}`,
    );
  }
  if (!key || !digest) {
    throw new BackupSignatureError(
      `No se puede comprobar la firma de la copia: no existe la clave ${keyFile}. Copie allí el archivo BACKUP_KEY de la ` +
        `instalación que hizo la copia. ${TRUST_IT}`,
    );
  }
  if (line.signature.key !== key.id) {
    throw new BackupSignatureError(
      `La copia está firmada con otra clave (${line.signature.key}), no con la de ${key.file} (${key.id}). No se restauró nada. ${TRUST_IT}`,
    );
  }
  const expected = Buffer.from(digest.digest('hex'));
  const found = Buffer.from(String(line.signature.digest));
  if (expected.length !== found.length || !timingSafeEqual(expected, found)) {
    throw new BackupSignatureError(
      `La firma de la copia no coincide con su contenido: el archivo se cambió después de hacerse, o está dañado. No se restauró nada. ${TRUST_IT}`,
    );
  }
}
