import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type {
  FastifyInstance,
  FastifySchema,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { BUSINESS } from '../../domain/business';
import { MESSAGES } from '../../domain/messages';
import { apiSummaryOf } from './api-summaries';
import { staffPermissionOfHook, type AuthGuard } from './auth-guard';

/**
 * OpenAPI 3 generated from the routes' own zod schemas (no second description to keep in sync),
 * served as JSON at /api/docs/json with an interactive page at /api/docs. Each operation gets the
 * bearer-token requirement when its guard asks for one, and the Spanish error shape of DESIGN §4
 * for the statuses it can answer. Registered before the routes (it listens to onRoute).
 */
export const API_DOCS_PREFIX = '/api/docs';

type Auth = 'user' | 'admin' | null;

// Routes whose guard is called inside a wrapper (a signed-out order hears the order's own message).
const WRAPPED_GUARDS: Record<string, Auth> = { 'POST /orders': 'user', 'GET /orders': 'user' };

function hooks(route: RouteOptions): unknown[] {
  return [route.preValidation, route.preHandler, route.onRequest].flat().filter(Boolean);
}

function authOf(route: RouteOptions, guard: AuthGuard): Auth {
  const list = hooks(route);
  if (list.some((hook) => staffPermissionOfHook(hook) !== undefined)) return 'admin';
  if (list.includes(guard.requireUser)) return 'user';
  const method = [route.method].flat()[0];
  return WRAPPED_GUARDS[`${method} ${route.url}`] ?? null;
}

/** Groups operations in the page: administration, then the first path segment ('/api/puntos/…' → puntos). */
function tagOf(url: string): string {
  if (url.startsWith('/api/admin') || url.startsWith('/admin')) return 'administración';
  const segments = url.split('/').filter(Boolean);
  const first = segments[0] === 'api' ? segments[1] : segments[0];
  return (first ?? 'general').replace(/[:{].*/, '') || 'general';
}

const ERROR = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR } },
});

function errorResponses(schema: FastifySchema | undefined, auth: Auth) {
  const responses: Record<string, unknown> = {};
  if (schema?.body || schema?.querystring || schema?.params) {
    responses['400'] = errorResponse(
      `Datos inválidos (code VALIDATION, con "fields" por campo). Ej.: "${MESSAGES.server.validation}"`,
    );
  }
  if (auth) {
    responses['401'] = errorResponse(
      `Sin token (LOGIN_REQUIRED): "${MESSAGES.server.loginRequired}"`,
    );
    responses['403'] =
      auth === 'admin'
        ? errorResponse(
            `Token inválido o vencido (SESSION_EXPIRED), o sin rol de administrador (FORBIDDEN): "${MESSAGES.server.forbidden}"`,
          )
        : errorResponse(
            `Token inválido, vencido o de una cuenta eliminada (SESSION_EXPIRED): "${MESSAGES.server.sessionExpired}"`,
          );
  }
  responses['4XX'] = errorResponse(
    'Regla de negocio o conflicto (404, 409, 422, 429): mensaje en español y código estable.',
  );
  responses['500'] = errorResponse(`Error inesperado: "${MESSAGES.server.internal}"`);
  return responses;
}

/**
 * `restrictTo`: the guard every docs request passes (the page, its files, /json, /yaml); absent,
 * the docs are public (API_DOCS_PUBLIC=1). They map every route, admin ones included: a
 * reconnaissance aid that a public shop hands nobody (issue 46).
 */
export async function registerApiDocs(
  app: FastifyInstance,
  guard: AuthGuard,
  restrictTo?: onRequestAsyncHookHandler,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `API de ${BUSINESS.brand}`,
        description:
          `${BUSINESS.slogan}. Errores: { "error": "<mensaje en español>", "code": "<CÓDIGO>" } (más "fields" en 400). ` +
          'Sesión: Authorization: Bearer <token>. Un residente recibe el token de POST /auth/login. ' +
          'El equipo de la tienda (administrador, encargado, repartidor) entra en dos pasos: POST /auth/login con correo, ' +
          'cédula y teléfono responde { factor_requerido: true, desafio, metodos } (sin token); luego POST /auth/factor/totp ' +
          '{ desafio, codigo } con el código de 6 dígitos de su app de autenticación (o POST /auth/factor/recuperacion con un ' +
          'código de recuperación, o POST /auth/passkey/opciones-ingreso + /auth/passkey/ingresar con una llave de acceso) ' +
          'responde { token, user }. Sin factor registrado, /auth/login responde { enrolamiento_requerido: true, desafio }: ' +
          'POST /auth/factor/totp/inscribir { desafio } da el secreto y el QR, y POST /auth/factor/totp/confirmar { desafio, codigo } ' +
          'responde el token y los 10 códigos de recuperación (se muestran una sola vez). Un código sirve una vez. ' +
          'POST /auth/logout cierra la sesión en el servidor.',
        version: '1',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: {
          Error: {
            type: 'object',
            required: ['error', 'code'],
            properties: {
              error: { type: 'string', description: 'Mensaje para una persona, en español' },
              code: {
                type: 'string',
                description:
                  'Código estable para programas (p. ej. VALIDATION, INSUFFICIENT_STOCK)',
              },
              fields: {
                type: 'object',
                additionalProperties: { type: 'string' },
                description: 'Solo en 400: mensaje por campo',
              },
            },
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(
        input as Parameters<typeof jsonSchemaTransform>[0],
      );
      if ((schema as { hide?: boolean } | undefined)?.hide) return { schema, url };
      const auth = authOf(input.route, guard);
      const base = (schema ?? {}) as FastifySchema & {
        security?: unknown;
        summary?: string;
        description?: string;
        response?: Record<string, unknown>;
      };
      const response = { ...errorResponses(input.schema, auth), ...(base.response ?? {}) };
      if (!Object.keys(response).some((code) => code.startsWith('2')))
        response['200'] = { description: 'Correcto' };
      return {
        url,
        schema: {
          ...base,
          summary: base.summary ?? apiSummaryOf(input.route.method, url),
          tags: [tagOf(url)],
          ...(auth ? { security: [{ bearerAuth: [] }] } : {}),
          ...(auth === 'admin'
            ? { description: [base.description, 'Solo administradores.'].filter(Boolean).join(' ') }
            : {}),
          response,
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: false,
    ...(restrictTo ? { uiHooks: { onRequest: restrictTo } } : {}),
  });
}
