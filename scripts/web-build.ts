import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUILD_OUTPUT,
  STAMP_FILE,
  needsWebBuild,
  readStamp,
  webSourceHash,
} from './web-build-stamp';

/**
 * `npm start`'s first step: builds the web app only when its sources changed since the last
 * build (scripts/web-build-stamp.ts). `--record` (the end of `npm run build`) records the
 * sources the build just used.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function record(hash: string) {
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(join(root, STAMP_FILE), `${JSON.stringify({ sources: hash })}\n`);
}

// Hashed before building: a file edited while the build runs makes the next start build again.
const current = webSourceHash(root);
if (process.argv.includes('--record')) {
  record(current);
} else {
  const decision = needsWebBuild({
    recorded: readStamp(root),
    current,
    outputExists: existsSync(join(root, BUILD_OUTPUT)),
  });
  if (decision.build) {
    process.stdout.write(`Construyendo la aplicación web (${decision.reason})…\n`);
    const npm = process.env.npm_execpath;
    const result = npm
      ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
      : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    record(current);
  } else {
    process.stdout.write(
      'La aplicación web ya está construida con estas fuentes: se omite la construcción.\n',
    );
  }
}
