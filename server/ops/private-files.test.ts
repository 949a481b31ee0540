import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_MS } from '../../testkit/budgets';
import { closeToOthers } from './private-files';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the data folder is the server user’s only (issue 46)', () => {
  it('closes what an earlier version left readable or writable by others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sc-private-'));
    mkdirSync(join(dir, 'base', '1'), { recursive: true, mode: 0o777 });
    writeFileSync(join(dir, 'jwt-secret'), 'x', { mode: 0o666 });
    writeFileSync(join(dir, 'base', '1', '1259'), 'x', { mode: 0o666 });
    expect(modeOf(join(dir, 'jwt-secret')) & 0o066).not.toBe(0);
    expect(closeToOthers(dir)).toBeGreaterThanOrEqual(2);
    for (const path of [join(dir, 'jwt-secret'), join(dir, 'base', '1', '1259')]) expect(modeOf(path)).toBe(0o600);
    expect(modeOf(join(dir, 'base'))).toBe(0o700);
    expect(closeToOthers(dir)).toBe(0);
  });

  // A tsx process of its own: seconds alone, much longer on a loaded machine.
  it('creates new files for the owner only once the server has started', { timeout: COMMAND_MS }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'sc-umask-'));
    const script = `
      const { keepNewFilesPrivate } = await import(${JSON.stringify(join(import.meta.dirname, 'private-files.ts'))});
      const { writeFileSync, mkdirSync } = await import('node:fs');
      keepNewFilesPrivate();
      mkdirSync(${JSON.stringify(join(dir, 'pgdata'))});
      writeFileSync(${JSON.stringify(join(dir, 'pgdata', 'PG_VERSION'))}, '17');
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(modeOf(join(dir, 'pgdata'))).toBe(0o700);
    expect(modeOf(join(dir, 'pgdata', 'PG_VERSION'))).toBe(0o600);
  });
});
