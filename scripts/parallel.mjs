// `node scripts/parallel.mjs typecheck lint test:unit test:e2e`: runs those npm scripts side by
// side, prints each one's output when it ends, and fails when any of them failed. Used by
// `npm test` (issue 42): the browser suite (build, then the journeys) runs beside the unit suite,
// typecheck and lint instead of after them. Measured on this 2-core machine, the browser suite
// alone keeps about 0.75 of a core busy (375 CPU s in ~500 s: its journeys mostly wait on
// pages, streams and servers) and the rest together about 1.2 cores: one after the other they
// left a core idle for most of the run (docs/performance.md, test-suite row).
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
