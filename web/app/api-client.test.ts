import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { toast } from '../ui/toast';
import {
  ApiError,
  apiRequest,
  restoreCartAfterLogin,
  setSessionExpiryNavigate,
} from './api-client';

vi.mock('../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(path: string) => void>();
let restoreNavigate: () => void;

function reply(status: number, body?: unknown, statusText = '') {
  fetchMock.mockResolvedValueOnce(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      statusText,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const cart = [
  { id: 1, nombre: 'Leche', precio: 4200, cantidad: 2 },
  { id: 'paquete_7', nombre: 'Desayuno', precio: 15000, cantidad: 1, tipo: 'paquete' },
];

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
  restoreNavigate = setSessionExpiryNavigate(navigate);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  restoreNavigate();
});

describe('apiRequest', () => {
  it('sends the bearer token from local storage and a JSON body', async () => {
    localStorage.setItem('token', 'tok-123');
    reply(200, { ok: true });
    const result = await apiRequest<{ ok: boolean }>(
      'POST',
      '/orders',
      { total: 5000 },
      { idempotencyKey: 'k-1' },
    );
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/orders');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"total":5000}');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Idempotency-Key']).toBe('k-1');
  });

  it('sends no authorization header and no body without a token or payload', async () => {
    reply(200, []);
    await apiRequest('GET', '/productos');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('returns undefined for an empty success', async () => {
    reply(204);
    await expect(apiRequest('DELETE', '/api/x')).resolves.toBeUndefined();
  });

  it.each([401, 403])('handles an expired session on %i', async (status) => {
    vi.useFakeTimers();
    localStorage.setItem('token', 'old');
    localStorage.setItem('user', JSON.stringify({ nombre: 'Ana', email: 'ana@example.com' }));
    localStorage.setItem('carrito', JSON.stringify(cart));
    reply(status, { error: 'Token inválido', code: 'SESSION_EXPIRED' });

    const error = await failure(apiRequest('GET', '/orders'));

    expect(error.message).toBe(MESSAGES.api.sessionExpired);
    expect(error.status).toBe(status);
    expect(error.code).toBe('SESSION_EXPIRED');
    expect(JSON.parse(localStorage.getItem('carrito-temp') ?? 'null')).toEqual(cart);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(toast.sessionExpired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('leaves the session alone when the caller opts out', async () => {
    localStorage.setItem('token', 'tok');
    reply(401, { error: 'Los datos ingresados no coinciden', code: 'INVALID_CREDENTIALS' });
    const error = await failure(
      apiRequest('POST', '/auth/login', {}, { handleSessionExpiry: false }),
    );
    expect(error.message).toBe('Los datos ingresados no coinciden');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(toast.sessionExpired).not.toHaveBeenCalled();
  });

  it('does not log out on a 403 for a missing role', async () => {
    localStorage.setItem('token', 'tok');
    reply(403, { error: 'No tienes permiso', code: 'FORBIDDEN' });
    const error = await failure(apiRequest('GET', '/api/admin/stats'));
    expect(error).toMatchObject({ message: 'No tienes permiso', status: 403, code: 'FORBIDDEN' });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it("throws the server's error field with its code and fields", async () => {
    reply(409, { error: 'Stock insuficiente para Leche', code: 'INSUFFICIENT_STOCK' });
    const error = await failure(apiRequest('POST', '/orders', {}));
    expect(error).toMatchObject({
      message: 'Stock insuficiente para Leche',
      status: 409,
      code: 'INSUFFICIENT_STOCK',
    });
    reply(400, { error: 'Datos inválidos', code: 'VALIDATION', fields: { piso: 'Piso inválido' } });
    expect((await failure(apiRequest('POST', '/orders', {}))).fields).toEqual({
      piso: 'Piso inválido',
    });
  });

  it('falls back to the status line without an error field', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>boom</html>', { status: 500, statusText: 'Internal Server Error' }),
    );
    const error = await failure(apiRequest('GET', '/productos'));
    expect(error.message).toBe('Error 500: Internal Server Error');
    expect(error.status).toBe(500);
  });

  it('reports a network failure as connecting', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('GET', '/productos'));
    expect(error.message).toBe('Conectando con el servidor... Por favor espera unos segundos.');
    expect(error.status).toBe(0);
  });
});

describe('restoreCartAfterLogin', () => {
  it('puts the set-aside cart back and announces the product count', () => {
    localStorage.setItem('carrito-temp', JSON.stringify(cart));
    localStorage.setItem('carrito-temp-dueno', '7');
    expect(restoreCartAfterLogin('7')).toBe(3);
    expect(JSON.parse(localStorage.getItem('carrito') ?? 'null')).toEqual(cart);
    expect(localStorage.getItem('carrito-temp')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.api.cartRestored(3));
  });

  it('does nothing without a set-aside cart', () => {
    localStorage.setItem('carrito', JSON.stringify(cart.slice(0, 1)));
    localStorage.setItem('carrito-dueno', '7');
    expect(restoreCartAfterLogin('7')).toBe(0);
    expect(JSON.parse(localStorage.getItem('carrito') ?? 'null')).toEqual(cart.slice(0, 1));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('round-trips a cart through an expiry and a login', async () => {
    vi.useFakeTimers();
    localStorage.setItem('token', 'old');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 7, nombre: 'Ana', email: 'ana@example.com' }),
    );
    localStorage.setItem('carrito', JSON.stringify(cart));
    reply(403, { error: 'Sesión expirada', code: 'SESSION_EXPIRED' });
    await failure(apiRequest('GET', '/orders'));
    localStorage.removeItem('carrito');
    expect(restoreCartAfterLogin('7')).toBe(3);
    expect(JSON.parse(localStorage.getItem('carrito') ?? 'null')).toEqual(cart);
  });

  it('never shows a cart set aside for another resident, and keeps it for its owner', () => {
    localStorage.setItem('carrito-temp', JSON.stringify(cart));
    localStorage.setItem('carrito-temp-dueno', '7');
    expect(restoreCartAfterLogin('8')).toBe(0);
    expect(localStorage.getItem('carrito')).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
    expect(restoreCartAfterLogin('7')).toBe(3);
    expect(JSON.parse(localStorage.getItem('carrito') ?? 'null')).toEqual(cart);
  });

  it('drops a cart in view that is not the new resident’s, and an unowned set-aside copy', () => {
    localStorage.setItem('carrito', JSON.stringify(cart));
    localStorage.setItem('carrito-dueno', '7');
    localStorage.setItem('carrito-temp', JSON.stringify(cart));
    expect(restoreCartAfterLogin('8')).toBe(0);
    expect(localStorage.getItem('carrito')).toBeNull();
    expect(localStorage.getItem('carrito-temp')).toBeNull();
  });
});
