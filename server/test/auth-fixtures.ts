import type { TestApp } from './app';

/** A registration body that passes every rule; override what a test is about. */
export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'Ana María Rojas',
  email: 'ana@example.com',
  cedula: '52123456',
  telefono: '3101234567',
  telefono_alternativo: '',
  torre: 3,
  piso: 12,
  apartamento: '1203',
  notas_entrega: 'Dejar en portería si no contesto',
  privacy_accepted: true,
  marketing_accepted: false,
  ...overrides,
});

/** Registers a resident through the API; returns the token and user id. */
export async function registerResident(t: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/auth/register', payload: validRegistration(overrides) });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  const body = res.json() as { token: string; user: { id: number } };
  return { token: body.token, userId: body.user.id, authorization: `Bearer ${body.token}` };
}
