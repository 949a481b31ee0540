// The part of autocannon's programmatic API the benchmarks use (no @types package is installed).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** Each connection sends these in turn, over and over. */
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string>; body?: string }>;
  }

  function autocannon(options: Options): PromiseLike<Result>;
  export default autocannon;
}
