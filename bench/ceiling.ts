import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freePort, sleep } from '../testkit/server';

const CONNECTIONS = 50;

// A bare node:http server answering a constant: what this machine serves with nothing behind it.
const CEILING_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ ok: true });
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.argv[1]), '127.0.0.1', () => console.log('ready'));
`;

/**
 * The machine's ceiling in requests/s, measured in the same run as the orders so the ratio
 * orders/s ÷ ceiling compares across machines (and across a shared machine's busy moments).
 */
export async function measureCeiling(seconds = 5): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', CEILING_SERVER, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((ready, fail) => {
      child.stdout.once('data', () => ready());
      child.once('exit', (code) => fail(new Error(`ceiling server exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, connections: CONNECTIONS, duration: 1 });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
    return result.requests.average;
  } finally {
    child.kill('SIGTERM');
    await sleep(100);
  }
}

/** Resident memory (MB) of a process, from /proc; null where there is no /proc. */
/**
 * The CPU time (user + system) a process has used so far, in milliseconds, from /proc; null
 * elsewhere. Its difference over a load divided by the work done is steadier than a throughput
 * on a shared machine, where a neighbour takes the core but not the process's CPU time.
 */
export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ": utime is the 14th
    // field of the line, stime the 15th; both in clock ticks (100 per second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export { rssMb } from '../testkit/memory';
