import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisterSchema } from '../../domain/schemas/auth';
import { AppError, registerErrorHandling } from './errors';

describe('error model', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.withTypeProvider<ZodTypeProvider>().post('/register', { schema: { body: RegisterSchema } }, async () => ({ ok: true }));
    app.get('/conflict', async () => {
      throw new AppError('INSUFFICIENT_STOCK', 409, 'Stock insuficiente para Leche', undefined, { producto: 'Leche' });
    });
    app.get('/boom', async () => {
      throw new Error('database exploded at line 42');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers an invalid body with 400, a Spanish message and the fields', async () => {
    const res = await app.inject({ method: 'POST', url: '/register', payload: { nombre: 'Ana', torre: 9 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(typeof body.error).toBe('string');
    expect(body.fields).toBeTypeOf('object');
    expect(Object.keys(body.fields).length).toBeGreaterThan(0);
    for (const message of Object.values<string>(body.fields)) expect(message).not.toMatch(/^Invalid|expected/);
  });

  it('refuses malformed JSON with a Spanish 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"nombre": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'El cuerpo de la solicitud no es un JSON válido.', code: 'VALIDATION' });
  });

  it('refuses a body that is not a JSON object with a Spanish 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().error).not.toMatch(/Invalid|expected/);
  });

  it('maps an AppError to its status, code and extra fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Stock insuficiente para Leche', code: 'INSUFFICIENT_STOCK', producto: 'Leche' });
  });

  it('hides the cause of an unexpected failure behind a generic Spanish 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Ocurrió un error inesperado. Intenta de nuevo en unos minutos.',
      code: 'INTERNAL',
    });
    expect(res.body).not.toContain('exploded');
  });
});
