// `node scripts/parallel.mjs typecheck lint build test:unit`: runs those npm scripts side by side
// (tsc and ESLint use one core each, and the unit suite often waits on a database or a spawned
// server: together they keep both cores busy), prints each one's output when it ends, and fails
// when any of them failed. Used by `npm test`; the browser suite then runs on that build.
import { spawn } from 'node:child_process';

const npm = process.env.npm_execpath;
const runs = process.argv.slice(2).map(
  (script) =>
    new Promise((done) => {
      const started = Date.now();
      const child = npm
        ? spawn(process.execPath, [npm, 'run', script], {
            stdio: ['ignore', 'pipe', 'pipe'],
          })
        : spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(
          `\n> ${script}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n`,
        );
        process.stdout.write(Buffer.concat(output));
        done(code === 0);
      });
    }),
);
const results = await Promise.all(runs);
if (results.some((ok) => !ok)) process.exit(1);
