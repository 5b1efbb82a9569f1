import fs from 'node:fs';
import path from 'node:path';

/**
 * The data folder is its owner's only (docs/decisions/024): PGlite's files hold every password hash
 * and wage, and any local account that can read them (or write them) reads (or corrupts) the
 * database without leaving a trace. The server runs with umask 077, but PGlite sets the modes of
 * some files itself (the cluster it unpacks on first start is 0666, files it opens with fopen 0644),
 * so the folder is also walked and repaired.
 */

/** Any access for the group or for others. */
const OPEN_TO_OTHERS = 0o077;

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Another account's file (a volume mounted with root's folder) cannot be chmod-ed by us: said in the log,
 * not fatal, since refusing to start would not close it either.
 */
function chmodOwn(entry: string, mode: number): boolean {
  try {
    fs.chmodSync(entry, mode);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    console.warn(`No se pudieron quitar los permisos de otros usuarios a ${entry} (es de otra cuenta): corríjalos a mano.`);
    return false;
  }
}

/** Takes group's and others' bits away from `entry` and everything under it; returns how many it changed. Symlinks are left alone. */
function restrict(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return 0;
    let changed = 0;
    if (stat.mode & OPEN_TO_OTHERS && chmodOwn(entry, stat.mode & 0o700)) changed += 1;
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) changed += restrict(path.join(entry, name));
    return changed;
  } catch (error) {
    // Removed meanwhile (a spool file, a socket at shutdown): nothing left to protect.
    if (isGone(error)) return 0;
    throw error;
  }
}

/** Creates `folder` (0700) when missing, then makes it and everything in it owner-only. Returns how many entries it changed. */
export function keepToOwner(folder: string): number {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  return restrict(folder);
}

/** The one line said at start when a folder had to be repaired (a folder of an older Tintero, or changed by hand). */
export const repairedMessage = (folder: string, changed: number) =>
  `Permisos corregidos en ${folder}: ${changed} archivos o carpetas eran accesibles para otros usuarios del equipo; ahora solo para su dueño.`;

/**
 * A folder that receives backups: created 0700, and an existing one made 0700 too, with the backup
 * files in it (`isBackup`) 0600. Not walked below: BACKUP_DIR may be a mounted disk with other
 * things in it. A folder shared on purpose (the sticky bit, as /tmp) is left as it is.
 */
export function keepBackupsToOwner(folder: string, isBackup: (name: string) => boolean): number {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(folder);
  if (stat.mode & 0o1000) return 0;
  let changed = 0;
  if (stat.mode & OPEN_TO_OTHERS && chmodOwn(folder, stat.mode & 0o700)) changed += 1;
  for (const name of fs.readdirSync(folder).filter(isBackup)) changed += restrict(path.join(folder, name));
  return changed;
}
