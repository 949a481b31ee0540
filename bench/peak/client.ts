import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * The soak's HTTP client: node:http (a fraction of fetch's CPU on this shared two-core machine,
 * issue 16). Each simulated person has its own kept-alive agent, like a browser tab holding its
 * connection to the shop; PEAK_NEW_CONNECTIONS=1 opens a new connection for every request instead
 * (the worst a client can do).
 */
export interface Answer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

const TIMEOUT_MS = 15_000;

export function newAgent(): Agent | false {
  return process.env.PEAK_NEW_CONNECTIONS === '1'
    ? false
    : new Agent({ keepAlive: true, maxSockets: 4 });
}

export function send(
  agent: Agent | false,
  url: URL,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        agent,
        headers: {
          accept: 'application/json',
          ...(body === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(body)),
              }),
          ...options.headers,
        },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** One action's outcome, for the tally. */
export interface Outcome {
  action: string;
  ms: number;
  status: number;
  /** The status was one the scenario expects (2xx/304, or a named expected refusal). */
  ok: boolean;
  /** Why it was not ok: the status and the start of the body. */
  detail?: string;
}

/**
 * Times one request and classifies it: `expected` lists statuses that are a normal answer for
 * this action (a conflict between two admins, a 304); anything else outside 2xx is an error.
 */
export async function timed(
  action: string,
  agent: Agent | false,
  url: URL,
  options: Parameters<typeof send>[2] & { expected?: readonly number[] } = {},
): Promise<{ outcome: Outcome; answer: Answer | null }> {
  const began = performance.now();
  try {
    const answer = await send(agent, url, options);
    const ms = performance.now() - began;
    const ok =
      (answer.status >= 200 && answer.status < 300) ||
      (options.expected ?? []).includes(answer.status);
    return {
      outcome: {
        action,
        ms,
        status: answer.status,
        ok,
        ...(ok ? {} : { detail: `${answer.status} ${answer.text.slice(0, 160)}` }),
      },
      answer,
    };
  } catch (error) {
    return {
      outcome: {
        action,
        ms: performance.now() - began,
        status: 0,
        ok: false,
        detail: error instanceof Error ? error.message : String(error),
      },
      answer: null,
    };
  }
}
