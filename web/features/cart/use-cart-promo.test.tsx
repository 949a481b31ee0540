import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { clearAccountData, setUser } from '../../app/storage';
import { forgetPromoChecks, useCartPromo } from './use-cart-promo';

// Issue 40: the applied code belongs with the cart, kept per account and checked again once a load.

const CODE = 'SC2026GAB7QMXKPR';

function answer(body: unknown, status = 200) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

const valid = { valido: true, codigo: CODE, descuento: 10, mensaje: '¡Código válido!' };

beforeEach(() => {
  window.localStorage.clear();
  forgetPromoChecks();
  setUser({ id: 7, nombre: 'Ana', email: 'ana@example.co' });
});
afterEach(() => vi.unstubAllGlobals());

describe('useCartPromo', () => {
  it('keeps the applied code across a reload of the same account', () => {
    const first = renderHook(() => useCartPromo());
    act(() => first.result.current.apply({ codigo: CODE, porcentaje: 10, mensaje: 'ok' }));
    first.unmount();
    forgetPromoChecks();
    const second = renderHook(() => useCartPromo());
    expect(second.result.current.promo).toMatchObject({ codigo: CODE, porcentaje: 10 });
  });

  it("never shows one resident's code to the next account", () => {
    const first = renderHook(() => useCartPromo());
    act(() => first.result.current.apply({ codigo: CODE, porcentaje: 10, mensaje: 'ok' }));
    first.unmount();
    setUser({ id: 8, nombre: 'Beto', email: 'beto@example.co' });
    expect(renderHook(() => useCartPromo()).result.current.promo).toBeNull();
    clearAccountData();
    setUser({ id: 7, nombre: 'Ana', email: 'ana@example.co' });
    expect(renderHook(() => useCartPromo()).result.current.promo).toBeNull();
  });

  it('checks a kept code with the server once a load, not once a render', async () => {
    const fetchMock = answer(valid);
    vi.stubGlobal('fetch', fetchMock);
    const seed = renderHook(() => useCartPromo());
    act(() => seed.result.current.apply({ codigo: CODE, porcentaje: 10, mensaje: 'ok' }));
    seed.unmount();
    forgetPromoChecks();

    const { result, rerender, unmount } = renderHook(() => useCartPromo());
    act(() => result.current.check());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    for (let i = 0; i < 5; i++) {
      rerender();
      act(() => result.current.check());
    }
    unmount();
    const again = renderHook(() => useCartPromo());
    act(() => again.result.current.check());
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.promo).toMatchObject({ codigo: CODE });
    expect(result.current.lapsed).toBeNull();
  });

  it('drops a kept code the server no longer accepts and says why', async () => {
    const seed = renderHook(() => useCartPromo());
    act(() => seed.result.current.apply({ codigo: CODE, porcentaje: 10, mensaje: 'ok' }));
    seed.unmount();
    forgetPromoChecks();
    vi.stubGlobal(
      'fetch',
      answer({ valido: false, codigo: CODE, code: 'PROMO_INVALID', error: MESSAGES.promo.unusable }),
    );
    const { result } = renderHook(() => useCartPromo());
    act(() => result.current.check());
    await waitFor(() => expect(result.current.promo).toBeNull());
    expect(result.current.lapsed).toBe(
      `Tu código ${CODE} ya no aplica: no existe, ya fue usado, venció o no aplica para tu cuenta`,
    );
    forgetPromoChecks();
    expect(renderHook(() => useCartPromo()).result.current.promo).toBeNull();
  });

  it('keeps the code when the check cannot answer (offline): the order decides', async () => {
    const seed = renderHook(() => useCartPromo());
    act(() => seed.result.current.apply({ codigo: CODE, porcentaje: 10, mensaje: 'ok' }));
    seed.unmount();
    forgetPromoChecks();
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCartPromo());
    act(() => result.current.check());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.promo).toMatchObject({ codigo: CODE });
    expect(result.current.lapsed).toBeNull();
  });
});
