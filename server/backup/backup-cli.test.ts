import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetFor, COMMAND_MS } from '../../testkit/budgets';
import { REPO_ROOT, startServer, type RunningServer } from '../../testkit/server';

const run = promisify(execFile);

/**
 * Issue 41: `BACKUP_DIR=… npm run backup` beside a running server (embedded database). The
 * server was started with its own backup folder; the command, given another, used to wait two
 * minutes on its folder while the server wrote the copy into its own, and reported a failure.
 * Now the copy lands where the command was told, and the command names the real file.
 */
let server: RunningServer;
let folders: string;

beforeAll(async () => {
  folders = mkdtempSync(join(tmpdir(), 'backup-cli-'));
  server = await startServer({
    label: 'backup-cli',
    env: { SEED: 'none', BACKUP_DIR: join(folders, 'server-default') },
  });
}, budgetFor({ servers: 1, workMs: 30_000 }));
afterAll(async () => {
  await server?.stop();
  if (folders) rmSync(folders, { recursive: true, force: true });
});

describe('npm run backup beside a running server', () => {
  it('writes the copy into the command’s BACKUP_DIR and names that file', { timeout: budgetFor({ commands: 1, workMs: 30_000 }) }, async () => {
    const asked = join(folders, 'asked');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, BACKUP_DIR: asked },
      // The old command waited 2 minutes on its folder, then printed a failure (no file name).
      timeout: COMMAND_MS,
    });
    const file = /Copia creada: (\S+)/.exec(stdout)?.[1];
    expect(file, stdout).toBeDefined();
    expect(file!.startsWith(asked)).toBe(true);
    expect(existsSync(file!)).toBe(true);
    expect(readdirSync(asked)).toEqual([file!.split('/').pop()]);
    // Nothing went to the server's own folder, and no request or answer is left behind.
    expect(existsSync(join(folders, 'server-default')) ? readdirSync(join(folders, 'server-default')) : []).toEqual([]);
    expect(readdirSync(server.dataDir).filter((f) => f.startsWith('backup-'))).toEqual([]);
  });
});
