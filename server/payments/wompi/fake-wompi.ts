/**
 * A local fake of Wompi's documented API (wompi-notes §2.1–2.10) for the adapter's tests: the same
 * paths under /v1, the Bearer key each endpoint takes (public: merchants, tokens, PSE banks;
 * private: transactions), Wompi's error bodies, and the sandbox's test data. A transaction is
 * PENDING at creation and settles `settleAfterMs` later, seen on the next GET.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayStatus } from '../provider';
import { FAKE_PSE_BANKS, FakeWompiState, notFound, type FakeAnswer } from './fake-wompi-state';

export interface FakeWompiOptions {
  publicKey: string;
  privateKey: string;
  integritySecret: string;
  /** How long a transaction stays PENDING before its test data decides it (default 0). */
  settleAfterMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** `hang` never answers; `server-error` answers 500; `garbage` answers 200 with HTML. */
export type FakeMode = 'normal' | 'hang' | 'server-error' | 'garbage';

export interface FakeWompi {
  /** Ends in `/v1`, like the real base URLs. */
  baseUrl: string;
  requests: RecordedRequest[];
  mode: FakeMode;
  /** Settles a transaction the test data leaves open (DaviPlata's OTP screen). */
  decide(id: string, status: Exclude<GatewayStatus, 'PENDING'>): void;
  /** Settles a transaction now, as its test data decides it, without waiting `settleAfterMs`. */
  settleNow(id: string): void;
  close(): Promise<void>;
}

const UNAUTHORIZED: FakeAnswer = {
  status: 401,
  body: { error: { type: 'INVALID_ACCESS_TOKEN', reason: 'Se esperaba una llave válida' } },
};

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text === '' ? undefined : JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
  });
}

/** Starts the fake on 127.0.0.1 with a free port; `close()` it after the tests. */
export async function startFakeWompi(options: FakeWompiOptions): Promise<FakeWompi> {
  let origin = '';
  const state = new FakeWompiState(
    options.integritySecret,
    options.settleAfterMs ?? 0,
    (id) => `${origin}/fake-pages/${encodeURIComponent(id)}`,
  );

  function route(method: string, path: string, auth: string | undefined, body: unknown) {
    const key =
      auth === `Bearer ${options.publicKey}`
        ? 'public'
        : auth === `Bearer ${options.privateKey}`
          ? 'private'
          : null;
    const merchant = path.match(/^\/v1\/merchants\/([^/]+)$/);
    const transaction = path.match(/^\/v1\/transactions\/([^/]+)$/);
    const voiding = path.match(/^\/v1\/transactions\/([^/]+)\/void$/);

    if (method === 'GET' && merchant) {
      if (key !== 'public') return UNAUTHORIZED;
      const requested = decodeURIComponent(merchant[1]!);
      return requested === options.publicKey ? state.merchant(requested) : notFound();
    }
    if (method === 'GET' && path === '/v1/pse/financial_institutions') {
      return key === 'public' ? { status: 200, body: { data: FAKE_PSE_BANKS } } : UNAUTHORIZED;
    }
    if (method === 'POST' && path === '/v1/tokens/cards') {
      return key === 'public' ? state.tokenizeCard(body) : UNAUTHORIZED;
    }
    if (method === 'POST' && path === '/v1/transactions') {
      return key === 'private' ? state.createTransaction(body) : UNAUTHORIZED;
    }
    if (method === 'GET' && transaction) {
      return key === 'private'
        ? state.getTransaction(decodeURIComponent(transaction[1]!))
        : UNAUTHORIZED;
    }
    if (method === 'POST' && voiding) {
      return key === 'private'
        ? state.voidTransaction(decodeURIComponent(voiding[1]!))
        : UNAUTHORIZED;
    }
    return notFound();
  }

  const requests: RecordedRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void readBody(request).then((body) => {
      const method = request.method ?? '';
      const path = (request.url ?? '/').split('?')[0]!;
      const authorization = request.headers.authorization;
      requests.push({ method, path, authorization, body });
      if (fake.mode === 'hang') return;
      if (fake.mode === 'garbage') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
        return;
      }
      const answer: FakeAnswer =
        fake.mode === 'server-error'
          ? { status: 500, body: { error: { type: 'INTERNAL_SERVER_ERROR' } } }
          : route(method, path, authorization, body);
      response
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body));
    });
  });

  const fake: FakeWompi = {
    baseUrl: '',
    requests,
    mode: 'normal',
    decide: (id, status) => state.decide(id, status),
    settleNow: (id) => state.settleNow(id),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.baseUrl = `${origin}/v1`;
  return fake;
}
