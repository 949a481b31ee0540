import { performance } from 'node:perf_hooks';
import { sleep, type RunningServer } from '../../testkit/server';
import { rssMb } from '../ceiling';
import { round } from '../report';
import { send } from './client';
import { readMetrics, type MemorySample } from './stats';

const SERIES = [
  'nodejs_heap_size_used_bytes',
  'nodejs_heap_size_total_bytes',
  'nodejs_external_memory_bytes',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_eventloop_lag_max_seconds',
  'superconjunto_db_connections',
] as const;

const mb = (bytes: number | undefined) => (bytes === undefined ? null : round(bytes / 2 ** 20, 1));
const ms = (seconds: number | undefined) =>
  seconds === undefined ? null : round(seconds * 1000, 1);

/**
 * Every `everyS` seconds until `endAt`: the server's RSS (from /proc) and, from GET /metrics
 * (open to loopback), its JS heap (used and reserved), external memory, event-loop delay since the last read
 * (prom-client resets its histogram on each collection) and the database queue.
 */
export async function sampleServer(
  server: RunningServer,
  endAt: number,
  everyS: number,
): Promise<MemorySample[]> {
  const samples: MemorySample[] = [];
  const start = performance.now();
  const metricsUrl = new URL('/metrics', server.baseUrl);
  for (;;) {
    let values: Record<string, number> = {};
    try {
      const answer = await send(false, metricsUrl, { headers: { accept: 'text/plain' } });
      if (answer.status === 200) values = readMetrics(answer.text, SERIES);
    } catch {
      // A missed sample is left empty; the run goes on.
    }
    samples.push({
      t_s: round((performance.now() - start) / 1000, 1),
      rss_mb: rssMb(server.pid),
      heap_used_mb: mb(values.nodejs_heap_size_used_bytes),
      heap_total_mb: mb(values.nodejs_heap_size_total_bytes),
      external_mb: mb(values.nodejs_external_memory_bytes),
      loop_p99_ms: ms(values.nodejs_eventloop_lag_p99_seconds),
      loop_max_ms: ms(values.nodejs_eventloop_lag_max_seconds),
      db_waiting: values['superconjunto_db_connections{state="waiting"}'] ?? null,
    });
    const left = endAt - performance.now();
    if (left <= 0) return samples;
    await sleep(Math.min(left, everyS * 1000));
  }
}
