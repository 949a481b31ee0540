import { bogotaDayKey, bogotaParts } from '../../domain/dates';

/**
 * Backup file names and rotation. A name carries its UTC time and its kind, so listing the
 * folder is enough to rotate and to restore: superconjunto-20261125T080000Z.pglite.tar.gz (PGlite's
 * data-dir dump) or superconjunto-20261125T080000Z.pgdump (pg_dump custom format, compressed).
 */
export type BackupKind = 'pglite' | 'postgres';

const EXTENSION: Record<BackupKind, string> = { pglite: '.pglite.tar.gz', postgres: '.pgdump' };
const NAME = /^superconjunto-(\d{8}T\d{6}Z)\.(pglite\.tar\.gz|pgdump)$/;

export function backupFileName(kind: BackupKind, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `superconjunto-${stamp}${EXTENSION[kind]}`;
}

export interface BackupFile {
  name: string;
  kind: BackupKind;
  at: Date;
}

/** Parses a backup file name; null for anything else in the folder. */
export function parseBackupFileName(name: string): BackupFile | null {
  const m = NAME.exec(name);
  if (!m?.[1]) return null;
  const s = m[1];
  const at = new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
  );
  return { name, kind: m[2] === 'pgdump' ? 'postgres' : 'pglite', at };
}

/** The Monday (Bogotá) of the week holding `at`, as a day key: backups of one week share it. */
function weekKey(at: Date): string {
  const p = bogotaParts(at);
  const mondayOffset = (p.weekday + 6) % 7;
  return bogotaDayKey(new Date(at.getTime() - mondayOffset * 86_400_000));
}

/**
 * Rotation (DESIGN §8): the newest backup of each of the 7 most recent Bogotá days, plus the
 * newest backup of each of the 4 most recent weeks that no daily one already stands for.
 * Everything else may be deleted.
 */
export function backupsToKeep(files: readonly BackupFile[], daily = 7, weekly = 4): Set<string> {
  const newestFirst = [...files].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const file of newestFirst) {
    const day = bogotaDayKey(file.at);
    if (days.has(day) || days.size >= daily) continue;
    days.add(day);
    weeks.add(weekKey(file.at));
    keep.add(file.name);
  }
  let weeklyKept = 0;
  for (const file of newestFirst) {
    if (weeklyKept >= weekly) break;
    const week = weekKey(file.at);
    if (keep.has(file.name) || weeks.has(week)) continue;
    weeks.add(week);
    keep.add(file.name);
    weeklyKept++;
  }
  return keep;
}
