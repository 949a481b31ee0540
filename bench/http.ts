import autocannon, { type Result } from 'autocannon';
import { emit, round } from './report';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;

/** The hot catalogue reads against a constant route: the ratios show what the catalogue costs. */
const ROUTES = [
  { name: 'constant', path: '/api/bench/constant' },
  { name: 'catalogue', path: '/productos-con-descuentos' },
  { name: 'packages', path: '/paquetes' },
] as const;

// Every browser sends this; the catalogue is then answered from its precompressed bytes.
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'application/json',
};

async function load(url: string, duration: number): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    headers: BROWSER_HEADERS,
  });
}

/** autocannon against each route (2 s warm-up, then 10 s × 50 connections); prints rps, p50, p99. */
export async function runHttpBench(baseUrl: string): Promise<void> {
  const rps: Partial<Record<(typeof ROUTES)[number]['name'], number>> = {};
  for (const route of ROUTES) {
    const url = `${baseUrl}${route.path}`;
    const probe = await fetch(url, { headers: BROWSER_HEADERS });
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
      encoding: probe.headers.get('content-encoding') ?? 'identity',
      body_bytes: Number(probe.headers.get('content-length') ?? 0),
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
  for (const name of ['catalogue', 'packages'] as const) {
    const value = rps[name];
    if (value === undefined || !rps.constant) continue;
    emit({
      bench: 'http',
      metric: `ratio_${name}_vs_constant`,
      value: round(value / rps.constant, 3),
      target: 0.6,
    });
  }
}
