import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BackupResult } from './backup';

/**
 * `npm run backup` beside a running server on the embedded database (only one process may open
 * its folder): the command leaves a request in the data folder naming the backup folder IT was
 * given, signals the server (SIGUSR2), and waits for the server's answer file naming the copy it
 * wrote. Before, the command watched its own BACKUP_DIR while the server wrote into the one it
 * was started with: a copy made in seconds was reported as "not done in 2 minutes" (issue 41).
 * Both files live in the data folder, which only the server's user can write (issue 46).
 */
const REQUEST_FILE = 'backup-request.json';
const answerFile = (id: string) => `backup-answer-${id}.json`;

interface BackupRequest {
  id: string;
  /** Absolute: the server's working folder may not be the command's. */
  dir: string;
}

type BackupAnswer = { ok: true; file: string; bytes: number; ms: number } | { ok: false; error: string };

/** Writes a file whole or not at all (a reader never sees half of it). */
function writeWhole(path: string, text: string): void {
  writeFileSync(`${path}.partial`, text);
  renameSync(`${path}.partial`, path);
}

/**
 * The command's side: asks the server whose pid is `pid` for a copy into `backupDir` and waits up
 * to `timeoutMs` for its answer. Resolves to the copy the server reports, or null on no answer.
 */
export async function requestServerBackup(opts: {
  dataDir: string;
  backupDir: string;
  pid: number;
  timeoutMs: number;
  /** How the server is told (tests pass a function; the command sends SIGUSR2). */
  signal?: (pid: number) => void;
}): Promise<BackupAnswer | null> {
  const request: BackupRequest = { id: randomUUID(), dir: resolve(opts.backupDir) };
  const answerPath = join(opts.dataDir, answerFile(request.id));
  writeWhole(join(opts.dataDir, REQUEST_FILE), JSON.stringify(request));
  (opts.signal ?? ((pid) => process.kill(pid, 'SIGUSR2')))(opts.pid);
  const deadline = Date.now() + opts.timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(answerPath)) {
      const answer = JSON.parse(readFileSync(answerPath, 'utf8')) as BackupAnswer;
      rmSync(answerPath, { force: true });
      return answer;
    }
    await sleep(200);
  }
  return null;
}

/**
 * The server's side of a SIGUSR2: takes the waiting request (if any), makes the copy into the
 * folder it names (else `defaultDir`, e.g. a signal sent by hand), and answers with the file
 * written or the error. Resolves to what it did, for the server's log.
 */
export async function serveBackupRequest(opts: {
  dataDir: string;
  defaultDir: string;
  create: (backupDir: string) => Promise<BackupResult>;
}): Promise<{ dir: string } & BackupAnswer> {
  const requestPath = join(opts.dataDir, REQUEST_FILE);
  let request: BackupRequest | null = null;
  if (existsSync(requestPath)) {
    try {
      const parsed = JSON.parse(readFileSync(requestPath, 'utf8')) as Partial<BackupRequest>;
      if (typeof parsed.id === 'string' && /^[\w-]{1,64}$/.test(parsed.id) && typeof parsed.dir === 'string')
        request = { id: parsed.id, dir: parsed.dir };
    } catch {
      request = null;
    }
    rmSync(requestPath, { force: true });
  }
  const dir = request?.dir ?? opts.defaultDir;
  let answer: BackupAnswer;
  try {
    const result = await opts.create(dir);
    answer = { ok: true, ...result };
  } catch (error) {
    answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (request) writeWhole(join(opts.dataDir, answerFile(request.id)), JSON.stringify(answer));
  return { dir, ...answer };
}
