import autocannon, { type Result } from 'autocannon';
import { emit, round } from './report';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;

/** The hot catalogue read against a constant route: the ratio shows what the catalogue costs. */
const ROUTES = [
  { name: 'catalogue', path: '/productos-con-descuentos' },
  { name: 'constant', path: '/api/bench/constant' },
] as const;

async function load(url: string, duration: number): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration, timeout: 10 });
}

/** autocannon against each route (2 s warm-up, then 10 s × 50 connections); prints rps, p50, p99. */
export async function runHttpBench(baseUrl: string): Promise<void> {
  const rps: Partial<Record<(typeof ROUTES)[number]['name'], number>> = {};
  for (const route of ROUTES) {
    const url = `${baseUrl}${route.path}`;
    const probe = await fetch(url);
    if (probe.status !== 200) {
      emit({ bench: 'http', route: route.path, error: `status ${probe.status} before the run` });
      continue;
    }
    await load(url, WARMUP_SECONDS);
    const result = await load(url, MEASURE_SECONDS);
    rps[route.name] = result.requests.average;
    emit({
      bench: 'http',
      route: route.path,
      rps: round(result.requests.average),
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      mb_per_s: round(result.throughput.average / 1_000_000, 1),
      connections: CONNECTIONS,
      duration_s: MEASURE_SECONDS,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    });
  }
  if (rps.catalogue !== undefined && rps.constant) {
    emit({
      bench: 'http',
      metric: 'ratio_catalogue_vs_constant',
      value: round(rps.catalogue / rps.constant, 3),
    });
  }
}
