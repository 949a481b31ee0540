import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  backupsToKeep,
  parseBackupFileName,
  type BackupFile,
} from './backup-files';

describe('backup file names', () => {
  it('round-trips a name with its kind and time', () => {
    const at = new Date('2026-11-25T08:00:05.123Z');
    const name = backupFileName('pglite', at);
    expect(name).toBe('superconjunto-20261125T080005Z.pglite.tar.gz');
    expect(parseBackupFileName(name)).toEqual({
      name,
      kind: 'pglite',
      at: new Date('2026-11-25T08:00:05Z'),
    });
    expect(parseBackupFileName(backupFileName('postgres', at))?.kind).toBe('postgres');
    expect(parseBackupFileName('notas.txt')).toBeNull();
  });
});

describe('rotation: 7 daily + 4 weekly', () => {
  // One backup a day at 03:00 Bogotá (08:00 UTC) for 60 days, plus a manual one on the last day.
  const files: BackupFile[] = Array.from({ length: 60 }, (_, i) => {
    const at = new Date(Date.UTC(2026, 10, 25, 8) - i * 86_400_000);
    return { name: backupFileName('pglite', at), kind: 'pglite' as const, at };
  });
  const manual = new Date('2026-11-25T20:00:00Z');
  files.push({ name: backupFileName('pglite', manual), kind: 'pglite', at: manual });

  it('keeps the newest of the last 7 days and 4 older weeks', () => {
    const keep = [...backupsToKeep(files)].sort().reverse();
    expect(keep).toHaveLength(11);
    // Today keeps the later, manual copy; then the six days before.
    expect(keep.slice(0, 7)).toEqual([
      'superconjunto-20261125T200000Z.pglite.tar.gz',
      'superconjunto-20261124T080000Z.pglite.tar.gz',
      'superconjunto-20261123T080000Z.pglite.tar.gz',
      'superconjunto-20261122T080000Z.pglite.tar.gz',
      'superconjunto-20261121T080000Z.pglite.tar.gz',
      'superconjunto-20261120T080000Z.pglite.tar.gz',
      'superconjunto-20261119T080000Z.pglite.tar.gz',
    ]);
    // Weeks start on Monday (Bogotá): 16–22 Nov has a daily; the four weeks before keep their Sunday.
    expect(keep.slice(7)).toEqual([
      'superconjunto-20261115T080000Z.pglite.tar.gz',
      'superconjunto-20261108T080000Z.pglite.tar.gz',
      'superconjunto-20261101T080000Z.pglite.tar.gz',
      'superconjunto-20261025T080000Z.pglite.tar.gz',
    ]);
  });

  it('keeps everything while there are fewer backups than the policy holds', () => {
    expect(backupsToKeep(files.slice(0, 3)).size).toBe(3);
  });
});
