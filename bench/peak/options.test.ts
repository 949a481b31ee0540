import { describe, expect, it } from 'vitest';
import { deployedMemorySettings } from '../../testkit/memory';
import { parseDuration, peakOptions } from './options';
import { growthAfterWarmup, readMetrics, type MemorySample } from './stats';

describe('the soak options', () => {
  it('reads durations in seconds or minutes', () => {
    expect(parseDuration('600')).toBe(600);
    expect(parseDuration('120s')).toBe(120);
    expect(parseDuration('10m')).toBe(600);
    expect(() => parseDuration('diez')).toThrow(/DURATION/);
  });

  it('defaults to 10 minutes, 200 residents, 50 trackers, 2 admins on PGlite', () => {
    const o = peakOptions({});
    expect(o).toMatchObject({ seconds: 600, residents: 200, trackers: 50, admins: 2 });
    expect(o.databases).toEqual(['pglite']);
  });

  it('takes PEAK_SECONDS over DURATION and PostgreSQL when a URL is given', () => {
    const o = peakOptions({
      PEAK_SECONDS: '120',
      DURATION: '10m',
      TEST_DATABASE_URL: 'postgres://x',
    });
    expect(o.seconds).toBe(120);
    expect(o.databases).toEqual(['postgres']);
  });

  it("runs the server with the deployment's heap ceiling unless PEAK_SERVER_* says otherwise", () => {
    const deployed = deployedMemorySettings();
    expect(deployed.NODE_OPTIONS).toMatch(/--max-old-space-size=\d+/);
    expect(peakOptions({}, deployed).serverEnv).toMatchObject(deployed);
    const mine = peakOptions({ PEAK_SERVER_NODE_OPTIONS: '--max-old-space-size=512' }, deployed);
    expect(mine.serverEnv.NODE_OPTIONS).toBe('--max-old-space-size=512');
    expect(mine.summary.server_node_options).toBe('--max-old-space-size=512');
  });

  it('refuses unbounded runs', () => {
    expect(() => peakOptions({ PEAK_SECONDS: '7200' })).toThrow();
    expect(() => peakOptions({ PEAK_RESIDENTS: '5000' })).toThrow(/PEAK_RESIDENTS/);
  });
});

const sample = (t_s: number, rss_mb: number): MemorySample => ({
  t_s,
  rss_mb,
  heap_used_mb: null,
  heap_total_mb: null,
  external_mb: null,
  loop_p99_ms: null,
  loop_max_ms: null,
  db_waiting: null,
});

describe('the soak figures', () => {
  it('measures memory growth after the warm-up from medians, not one sample', () => {
    const flat = [400, 300, 300, 300, 300, 300, 300, 300, 900, 300].map((r, i) =>
      sample(i * 10, r),
    );
    expect(growthAfterWarmup(flat, 10)).toBe(0);
    const growing = [300, 300, 310, 320, 330, 340, 350, 360, 370, 380].map((r, i) =>
      sample(i * 10, r),
    );
    expect(growthAfterWarmup(growing, 0)).toBeCloseTo(26.7, 1);
  });

  it('reads Prometheus series and keeps the database states apart', () => {
    const text = [
      '# HELP nodejs_heap_size_used_bytes x',
      'nodejs_heap_size_used_bytes 1048576',
      'superconjunto_db_connections{state="waiting"} 3',
      'superconjunto_db_connections{state="idle"} 1',
    ].join('\n');
    const values = readMetrics(text, [
      'nodejs_heap_size_used_bytes',
      'superconjunto_db_connections',
    ]);
    expect(values.nodejs_heap_size_used_bytes).toBe(1048576);
    expect(values['superconjunto_db_connections{state="waiting"}']).toBe(3);
  });
});
