import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../domain/messages';

/**
 * The one error type of the server (DESIGN §4). Services throw it for outcomes the caller caused;
 * the handler below turns it into `{ error, code }` (plus `fields` on 400) with its status.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface ErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
  [key: string]: unknown;
}

const GENERIC_500 = MESSAGES.server.internal;
const INVALID_INPUT = MESSAGES.server.validation;
const RATE_LIMITED = MESSAGES.server.rateLimited;

/** Fastify's own client errors (bad JSON, wrong content type, body too large …) in Spanish. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION', message: 'El cuerpo de la solicitud no es un JSON válido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION', message: 'La solicitud llegó sin datos.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Envía los datos en formato JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION', message: 'La solicitud está incompleta.' },
  FST_ERR_BAD_URL: { status: 400, code: 'VALIDATION', message: 'La dirección solicitada no es válida.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'VALIDATION', message: 'La solicitud no es válida.' },
};

/** Registers the error and not-found handlers. `spaFallback` serves index.html for page routes. */
export function registerErrorHandling(
  app: FastifyInstance,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ code: body.code }, 'request refused');
    if (status === 429) {
      const retryAfter = error instanceof AppError ? error.extra?.retryAfter : undefined;
      reply.header('retry-after', String(typeof retryAfter === 'number' ? retryAfter : 60));
    }
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && request.method === 'GET' && wantsPage(request)) return spaFallback(request, reply);
    return reply.status(404).send({ error: MESSAGES.server.routeNotFound, code: 'NOT_FOUND' } satisfies ErrorBody);
  });
}

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { ...error.extra, error: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    return { status: error.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[field] ??= issue.message ?? INVALID_INPUT;
    }
    const first = Object.values(fields)[0] ?? INVALID_INPUT;
    return { status: 400, body: { error: first, code: 'VALIDATION', fields } };
  }
  // The database refuses a new order or payment of an erased account (migration 0006).
  const pg = error as { constraint?: string; cause?: { constraint?: string } };
  if ((pg?.constraint ?? pg?.cause?.constraint) === 'account_deleted') {
    return { status: 403, body: { error: MESSAGES.auth.accountGone, code: 'SESSION_EXPIRED' } };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { error: known.message, code: known.code } };
  if (fastifyError.statusCode === 429) {
    return { status: 429, body: { error: RATE_LIMITED, code: 'RATE_LIMITED' } };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { error: INVALID_INPUT, code: 'BAD_REQUEST' } };
  }
  return { status: 500, body: { error: GENERIC_500, code: 'INTERNAL' } };
}

/**
 * Whether a GET that matched no route gets the web app's page: any client (a browser, curl, an
 * uptime monitor sending no Accept or `*\/*`) except one asking only for JSON, and never under
 * /api/, where an unknown path is an API error.
 */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.url.startsWith('/api/')) return false;
  const types = (request.headers.accept ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter((type) => type !== '');
  return types.length === 0 || !types.every((type) => type === 'application/json' || type.endsWith('+json'));
}

/**
 * A browser navigation asks for text/html; fetch() from our app does not. Some paths are both an
 * API and a page redirect (GET /productos, GET /orders), so this is how the two are told apart.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}
